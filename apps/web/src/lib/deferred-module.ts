import { useEffect, useSyncExternalStore } from 'react';

/** Runs `callback` once the window has loaded and the browser is idle; returns a cancel function. */
export function whenPageSettled(callback: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: 2000 }) : window.setTimeout(callback, 50);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

export interface DeferredModule<M> {
  /** Starts (once) the download; resolves to the module. */
  load: () => Promise<M>;
  /**
   * The module once it has arrived, else undefined. A component using this asks for the module
   * when the page has settled after the component's first render, so what it defers is
   * downloaded after the page, not before it.
   */
  useModule: () => M | undefined;
}

/**
 * A module kept out of the page's initial JavaScript for a widget that can render its visible
 * part without it: a menu's trigger without the menu, a page without its toast outlet. Call
 * `load()` when the user wants the widget sooner.
 */
export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();

  const load = () =>
    (loading ??= importer().then(
      (loaded) => {
        module = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // the next call tries again
        throw error;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => module;

  function useModule(): M | undefined {
    const current = useSyncExternalStore(subscribe, snapshot, snapshot);
    const arrived = current !== undefined;
    useEffect(() => {
      if (arrived) return;
      return whenPageSettled(() => {
        load().catch((error: unknown) => console.error('Lyceum: a part of the page could not be downloaded.', error));
      });
    }, [arrived]);
    return current;
  }

  return { load, useModule };
}
