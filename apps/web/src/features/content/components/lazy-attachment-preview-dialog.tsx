import { lazy, Suspense, useState } from 'react';
import type { FileAttachment } from '@lyceum/shared/files';

// The preview dialog (and the dialog primitives with it) downloads on the first preview, not with the page.
const AttachmentPreviewDialog = lazy(() =>
  import('@/features/content/components/attachment-preview-dialog').then((module) => ({ default: module.AttachmentPreviewDialog })),
);

/**
 * AttachmentPreviewDialog, downloaded when a file is first previewed: it brought Radix's dialog
 * and react-remove-scroll (~16 kB) onto every material and assignment page before their first
 * paint. Once opened it stays mounted, so it can fade out when closed.
 */
export function LazyAttachmentPreviewDialog({ file, onClose }: { file: FileAttachment | null; onClose: () => void }) {
  const [opened, setOpened] = useState(false);
  // Adjusting state while rendering (React's documented pattern): mounted from the first preview on.
  if (file !== null && !opened) setOpened(true);
  if (!opened && file === null) return null;
  return (
    <Suspense fallback={null}>
      <AttachmentPreviewDialog file={file} onClose={onClose} />
    </Suspense>
  );
}
