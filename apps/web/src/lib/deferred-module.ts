import { startTransition, useEffect, useState } from 'react';
import { startupSettled } from '@/lib/startup';

/**
 * How long after its start-up downloads the first page is left to render them (its data arrives,
 * React renders it, the browser paints it) before deferred work begins.
 */
const RENDER_ALLOWANCE_MS = 1000;

let settling: Promise<void> | undefined;

/** Once: the window has loaded, the first page's own downloads have finished, and it has had time to render them. */
function pageSettled(): Promise<void> {
  settling ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  })
    .then(startupSettled)
    .then(() => new Promise<void>((resolve) => window.setTimeout(resolve, RENDER_ALLOWANCE_MS)));
  return settling;
}

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 50);
  });

/** Deferred work, one piece at a time: each starts in an idle moment after the one before has finished. */
let queue: Promise<void> = Promise.resolve();

/**
 * Runs `work` once the page has settled (see pageSettled) and the browser is idle, after any
 * deferred work queued before it has finished; returns a cancel function. One piece at a time, so
 * that each module's download, evaluation and first render is a short task of its own rather
 * than all of them one long one.
 */
export function whenPageSettled(work: () => unknown): () => void {
  let cancelled = false;
  queue = queue
    .then(pageSettled)
    .then(idle)
    .then(async () => {
      if (!cancelled) await work();
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
  };
}

export interface DeferredModule<M> {
  /** Starts (once) the download; resolves to the module. */
  load: () => Promise<M>;
  /** Starts the download now, someone having asked for the widget; a failure is logged (the next ask tries again). */
  want: () => void;
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
  const snapshot = (): M | undefined => module;

  const failed = (error: unknown) => console.error('Lyceum: a part of the page could not be downloaded.', error);
  const want = () => void load().catch(failed);

  function useModule(): M | undefined {
    const [current, setCurrent] = useState(snapshot);
    useEffect(() => {
      // The module's arrival re-renders its users as a transition, in slices: the shell, say, for its
      // sheet, rather than one long task just as the page has settled.
      const update = () => startTransition(() => setCurrent(snapshot));
      const unsubscribe = subscribe(update);
      if (snapshot() !== current) update();
      return unsubscribe;
    }, [current]);
    const arrived = current !== undefined;
    useEffect(() => {
      if (arrived) return;
      return whenPageSettled(() => load().catch(failed));
    }, [arrived]);
    return current;
  }

  return { load, want, useModule };
}
