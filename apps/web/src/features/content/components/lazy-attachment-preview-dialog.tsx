import { lazy } from 'react';
import type { FileAttachment } from '@lyceum/shared/files';
import { MountedOnceOpen } from '@/components/ui/mounted-once-open';

// The preview dialog (and the dialog primitives with it) downloads on the first preview, not with the page.
const AttachmentPreviewDialog = lazy(() =>
  import('@/features/content/components/attachment-preview-dialog').then((module) => ({ default: module.AttachmentPreviewDialog })),
);

/** AttachmentPreviewDialog, downloaded when a file is first previewed (it is on every material and assignment page). */
export function LazyAttachmentPreviewDialog({ file, onClose }: { file: FileAttachment | null; onClose: () => void }) {
  return (
    <MountedOnceOpen open={file !== null}>
      <AttachmentPreviewDialog file={file} onClose={onClose} />
    </MountedOnceOpen>
  );
}
