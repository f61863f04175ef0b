import { lazy, Suspense, useState } from 'react';
import { PaperclipIcon } from 'lucide-react';
import type { Attachment, FileAttachment } from '@lyceum/shared/files';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AttachmentItem } from '@/features/content/components/attachment-item';
import { useFreshAttachmentLinks } from '@/features/content/hooks/use-fresh-attachment-links';

// The preview dialog (and the dialog primitives with it) downloads on the first preview, not with the page.
const AttachmentPreviewDialog = lazy(() =>
  import('@/features/content/components/attachment-preview-dialog').then((module) => ({ default: module.AttachmentPreviewDialog })),
);

/** The attachments of a material or an assignment, under its text; nothing when it has none. */
export function AttachmentsSection({ attachments, reload }: { attachments: readonly Attachment[]; reload: () => unknown }) {
  const [previewing, setPreviewing] = useState<FileAttachment | null>(null);
  // Once opened, it stays mounted, so it can fade out when closed.
  const [previewed, setPreviewed] = useState(false);
  const preview = (file: FileAttachment) => {
    setPreviewed(true);
    setPreviewing(file);
  };
  useFreshAttachmentLinks(attachments, reload);
  if (attachments.length === 0) return null;

  return (
    <Card className="gap-4" data-testid="attachments">
      <CardHeader>
        <CardTitle asLevel="h2" className="flex items-center gap-2 text-lg">
          <PaperclipIcon className="size-5" aria-hidden="true" />
          Attachments <span className="text-muted-foreground">({attachments.length})</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="grid grid-cols-1 gap-2">
          {attachments.map((attachment, index) => (
            <AttachmentItem key={attachment.kind === 'file' ? attachment._id : `link-${index}`} attachment={attachment} onPreview={preview} />
          ))}
        </ul>
      </CardContent>
      {previewed && (
        <Suspense fallback={null}>
          <AttachmentPreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
