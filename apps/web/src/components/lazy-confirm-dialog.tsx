import { lazy } from 'react';

/**
 * ConfirmDialog, downloaded when first rendered: render it inside MountedOnceOpen, so a page's
 * first paint never waits for it (and Radix's dialog primitives with it).
 */
export const LazyConfirmDialog = lazy(() => import('@/components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));
