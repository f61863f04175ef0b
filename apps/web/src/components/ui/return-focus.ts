import { useRef } from 'react';

type FocusEventHandler = (event: Event) => void;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The row an element belongs to: a table row first (a row's actions are a list of their own), else a list item. */
const rowOf = (element: HTMLElement): HTMLElement | null => element.closest<HTMLElement>('tr, [role="row"]') ?? element.closest<HTMLElement>('li');

const focusables = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * Where focus should go if `element` (a row's Delete, Remove, Restore) leaves the page with its
 * row, best first: the same control of the next row, else of the previous row, else the next
 * thing to focus after the row, else the one before it (within the dialog or the page's <main>),
 * else <main>. Read now, while the row is still there.
 */
export function focusNeighbours(element: HTMLElement): HTMLElement[] {
  const row = rowOf(element) ?? element;
  const candidates: HTMLElement[] = [];
  if (row !== element) {
    const index = focusables(row).indexOf(element);
    for (const sibling of [row.nextElementSibling, row.previousElementSibling]) {
      if (!(sibling instanceof HTMLElement)) continue;
      const controls = focusables(sibling);
      const same = controls[index] ?? controls[0];
      if (same) candidates.push(same);
    }
  }
  const scope = row.closest<HTMLElement>('[role="dialog"], [role="alertdialog"], main') ?? document.body;
  const outside = focusables(scope).filter((candidate) => !row.contains(candidate));
  const after = outside.find((candidate) => row.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING);
  const before = outside.findLast((candidate) => row.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_PRECEDING);
  for (const candidate of [after, before]) if (candidate) candidates.push(candidate);
  const main = document.querySelector<HTMLElement>('main');
  if (main) candidates.push(main);
  return candidates;
}

/** Focuses the first of `candidates` still on the page that takes focus (a hidden one does not); true if one did. */
export function focusFirstPresent(candidates: readonly HTMLElement[]): boolean {
  for (const candidate of candidates) {
    if (!candidate.isConnected) continue;
    candidate.focus({ preventScroll: candidate.tagName === 'MAIN' });
    if (document.activeElement === candidate) return true;
  }
  return false;
}

/**
 * For a control whose action removes its own row (a comment's Delete, a member's Remove): once
 * the control has left the page while it had focus, focus goes to its neighbour (focusNeighbours)
 * instead of <body>. Watches for `timeoutMs`, and stops as soon as focus moves elsewhere.
 */
export function keepFocusNear(element: HTMLElement, timeoutMs = 10_000): void {
  const candidates = focusNeighbours(element);
  const until = performance.now() + timeoutMs;
  // The dialog the element is in, if any: another one opening above (a menu sheet, a confirmation)
  // owns focus from then on, and focus moved out of it would close it.
  const home = element.closest('[role="dialog"], [role="alertdialog"]');
  const otherLayerOpen = () =>
    [...document.querySelectorAll('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')].some((layer) => layer !== home && !layer.contains(element));
  const check = () => {
    const active = document.activeElement;
    if (active !== element && active !== null && active !== document.body) return;
    if (otherLayerOpen()) return;
    if (!element.isConnected) {
      focusFirstPresent(candidates);
      return;
    }
    if (performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Radix returns focus on close to the dialog's Trigger, and to nothing when a dialog is opened
 * from state (a row's Edit or View button) instead: focus then falls to <body> and a keyboard
 * user starts again from the top. This sends it back to whatever had focus when the dialog opened,
 * if that is still on the page; when the dialog's action took it away (a deleted row, a restored
 * class leaving the archived list), to its neighbour (focusNeighbours). Pass the handlers to the
 * Content; the caller's own run first.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: FocusEventHandler;
  onCloseAutoFocus?: FocusEventHandler;
}): { onOpenAutoFocus: FocusEventHandler; onCloseAutoFocus: FocusEventHandler } {
  const opener = useRef<HTMLElement | null>(null);
  const neighbours = useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus: (event) => {
      // Still the element that opened the dialog: Radix moves focus only after this event.
      const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      opener.current = active;
      neighbours.current = active ? focusNeighbours(active) : [];
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target) return;
      event.preventDefault();
      if (target.isConnected) {
        target.focus();
        // The action may take the opener away a moment after the dialog closed (a deleted row
        // leaves when its list is read again, later under load): focus then goes to its neighbour.
        keepFocusNear(target, 5_000);
      } else focusFirstPresent(neighbours.current);
    },
  };
}
