import { useEffect, useRef } from 'react';

/** Where typing happens: a key pressed there is text, never a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'reset', 'submit'].includes(target.type);
  return false;
}

/** The keys, as aria-keyshortcuts writes them, and as the buttons' tooltips say. */
export const NEXT_KEYS = 'J Alt+ArrowDown';
export const PREVIOUS_KEYS = 'K Alt+ArrowUp';

/**
 * Next and previous student from the keyboard, anywhere on the page but in a field or a dialog:
 * J / K, or Alt+ArrowDown / Alt+ArrowUp.
 */
export function useGradingShortcuts({ next, previous }: { next: () => void; previous: () => void }): void {
  const handlers = useRef({ next, previous });
  useEffect(() => {
    handlers.current = { next, previous };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')) return;
      const key = event.key.toLowerCase();
      const isNext = event.altKey ? event.key === 'ArrowDown' : key === 'j';
      const isPrevious = event.altKey ? event.key === 'ArrowUp' : key === 'k';
      if (!isNext && !isPrevious) return;
      event.preventDefault();
      if (isNext) handlers.current.next();
      else handlers.current.previous();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
