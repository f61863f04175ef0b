import type { ExternalToast } from 'sonner';
import { deferredModule } from '@/lib/deferred-module';

/**
 * Toasts without sonner in any page's initial JavaScript: sonner (about 9 kB gzipped with its
 * styles) and the outlet arrive once the page has settled, or with the first toast if that
 * comes sooner. The calls are sonner's own (spec section 2, Notifications), raised a moment
 * later; sonner's outlet shows the toasts raised before it mounted.
 */
export const toaster = deferredModule(() => import('@/components/ui/sonner'));

type Kind = 'success' | 'info' | 'warning' | 'error' | 'loading';

const raise =
  (kind: Kind) =>
  (message: string, data?: ExternalToast): void => {
    toaster.load().then(
      ({ toast: sonnerToast }) => {
        sonnerToast[kind](message, data);
      },
      (error: unknown) => console.error(`Lyceum: notifications could not be downloaded (${kind}: ${message})`, error),
    );
  };

/** The calls return nothing (sonner may not be there yet): pass `{ id }` to replace a toast later. */
export const toast = {
  success: raise('success'),
  info: raise('info'),
  warning: raise('warning'),
  error: raise('error'),
  loading: raise('loading'),
};
