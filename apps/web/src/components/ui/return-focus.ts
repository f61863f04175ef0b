import { useRef } from 'react';

type FocusEventHandler = (event: Event) => void;

/**
 * Radix returns focus on close to the dialog's Trigger, and to nothing when a dialog is opened
 * from state (a row's Edit or View button) instead: focus then falls to <body> and a keyboard
 * user starts again from the top. This sends it back to whatever had focus when the dialog opened,
 * if that is still on the page. Pass the handlers to the Content; the caller's own run first.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: FocusEventHandler;
  onCloseAutoFocus?: FocusEventHandler;
}): { onOpenAutoFocus: FocusEventHandler; onCloseAutoFocus: FocusEventHandler } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Still the element that opened the dialog: Radix moves focus only after this event.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}
