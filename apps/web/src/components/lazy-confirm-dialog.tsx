import { lazy } from 'react';
import type { ConfirmDialogProps } from '@/components/confirm-dialog';
import { MountedOnceOpen } from '@/components/ui/mounted-once-open';

const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * ConfirmDialog, downloaded when first opened (MountedOnceOpen): a page's first paint never waits
 * for it, nor for Radix's dialog primitives with it.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <MountedOnceOpen open={props.open}>
      <ConfirmDialog {...props} />
    </MountedOnceOpen>
  );
}
