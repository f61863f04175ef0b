import { useCallback, type Ref, type RefCallback } from 'react';

/** How many open layers made each element inert (nested layers: a popover over a dialog). */
const holds = new WeakMap<Element, number>();

/**
 * Makes everything on the page but `layer` inert while it is open: not focusable, not clickable,
 * out of the accessibility tree. Radix's modal layers only mark the rest aria-hidden, which leaves
 * its links and buttons reachable with Tab (axe: aria-hidden-focus) and contradicts what a screen
 * reader is told. Walks from the layer up to <body>, as Radix's aria-hidden does: the layer's
 * ancestors and live regions (with their ancestors) stay live, so a toast is still announced;
 * scripts are left alone; an element inert of its own accord stays so. Returns the undo.
 */
export function inertOthers(layer: Element): () => void {
  // Radix renders some content into a detached fragment first (a select's items): nothing to hide then.
  if (!layer.isConnected) return () => {};
  const body = layer.ownerDocument.body;
  const keep = new Set<Element>();
  const keepWithAncestors = (element: Element) => {
    for (let node: Element | null = element; node && node !== body; node = node.parentElement) keep.add(node);
  };
  keepWithAncestors(layer);
  for (const live of body.querySelectorAll('[aria-live]')) keepWithAncestors(live);

  const touched: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (keep.has(child)) {
        // The layer and a live region stay whole; their ancestors are walked into.
        const whole = child === layer || (child.matches('[aria-live]') && !child.contains(layer));
        if (!whole) walk(child);
        continue;
      }
      if (child.tagName === 'SCRIPT' || (child.hasAttribute('inert') && !holds.has(child))) continue;
      holds.set(child, (holds.get(child) ?? 0) + 1);
      child.setAttribute('inert', '');
      touched.push(child);
    }
  };
  walk(body);

  return () => {
    for (const element of touched) {
      const count = (holds.get(element) ?? 1) - 1;
      if (count > 0) holds.set(element, count);
      else {
        holds.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}

/**
 * A ref for an open layer's content (menu, dialog, sheet, popover) that makes the rest of the page
 * inert while the content is mounted, passing the element on to `ref` as well.
 */
export function useInertOthers<T extends Element>(ref?: Ref<T>): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
      if (!element) return;
      const undo = inertOthers(element);
      return () => {
        undo();
        if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
}
