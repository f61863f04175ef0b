import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` whenever the element scrolls into view (within `rootMargin` of the viewport),
 * while `enabled`. Without IntersectionObserver (old browsers, jsdom) it does nothing, and the
 * caller's button remains the way to load more.
 */
export function useOnVisible<T extends Element>(
  onVisible: () => void,
  { enabled, rootMargin = '400px' }: { enabled: boolean; rootMargin?: string },
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  // The latest callback, so a new closure each render does not tear down the observer.
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return ref;
}
