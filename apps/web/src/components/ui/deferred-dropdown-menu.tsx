import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import type * as DropdownMenuUi from '@/components/ui/dropdown-menu';
import { deferredModule } from '@/lib/deferred-module';

type DropdownUi = typeof DropdownMenuUi;

const dropdownUi = deferredModule(() => import('@/components/ui/dropdown-menu'));

/**
 * A dropdown menu whose code (Radix menu, popper and floating-ui, focus and scroll management:
 * about 25 kB gzipped) is not part of the page's initial JavaScript: the shell's user and theme
 * menus. The trigger renders at once; the menu arrives once the page has settled, or as soon as
 * the trigger is used, and then opens. `children` builds the menu's content from the module.
 */
export function DeferredDropdownMenu({
  trigger,
  children,
}: {
  /** The trigger button, passed on to DropdownMenuTrigger asChild once the menu has arrived. */
  trigger: ReactElement;
  children: (ui: DropdownUi) => ReactNode;
}) {
  const ui = dropdownUi.useModule();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const placeholderFocused = useRef(false);
  // Enter or Space on the placeholder (a click with no pointer: detail 0) asked for the menu.
  const openedByKeyboard = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    // The trigger is a new element once the menu has arrived: a keyboard user keeps their place.
    const active = document.activeElement;
    if (ui && placeholderFocused.current && (active === null || active === document.body)) triggerRef.current?.focus();
  }, [ui]);

  useEffect(() => {
    // Radix moves focus to the first item when its own trigger opens the menu from the keyboard;
    // a menu opened on arrival was asked for from the keyboard before its code was here, so do the same.
    if (!ui || !openOnArrival || !openedByKeyboard.current) return;
    const frame = window.requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('[role="menu"] [role^="menuitem"]:not([data-disabled])')?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [ui, openOnArrival]);

  const ask = (byKeyboard: boolean) => {
    openedByKeyboard.current = byKeyboard;
    setOpenOnArrival(true);
    dropdownUi.want();
  };

  if (!ui) {
    return (
      <Slot.Root
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        // Asked for on the press, not only on the click: when the code arrives between a mouse's
        // press and its release, the click lands on Radix's new trigger, which opens on a press
        // only, and the menu stayed shut (seen under CI's load).
        onPointerDown={(event) => {
          if (event.button === 0) ask(false);
        }}
        onClick={(event) => ask(event.detail === 0)}
        onFocus={() => {
          placeholderFocused.current = true;
        }}
        onBlur={() => {
          placeholderFocused.current = false;
        }}
      >
        {trigger}
      </Slot.Root>
    );
  }
  return (
    <ui.DropdownMenu defaultOpen={openOnArrival}>
      <ui.DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </ui.DropdownMenuTrigger>
      {children(ui)}
    </ui.DropdownMenu>
  );
}
