import { useState } from 'react';
import { PaperclipIcon } from 'lucide-react';
import type { Attachment, FileAttachment } from '@lyceum/shared/files';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AttachmentItem } from '@/features/content/components/attachment-item';
import { LazyAttachmentPreviewDialog } from '@/features/content/components/lazy-attachment-preview-dialog';
import { useFreshAttachmentLinks } from '@/features/content/hooks/use-fresh-attachment-links';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

/** The attachments of a material or an assignment, under its text; nothing when it has none. */
export function AttachmentsSection({ attachments, reload }: { attachments: readonly Attachment[]; reload: () => unknown }) {
  const [previewing, setPreviewing] = useState<FileAttachment | null>(null);
  const t = useT();
  useFreshAttachmentLinks(attachments, reload);
  if (attachments.length === 0) return null;

  return (
    <Card className="gap-4" data-testid="attachments">
      <CardHeader>
        <CardTitle asLevel="h2" className="flex items-center gap-2 text-lg">
          <PaperclipIcon className="size-5" aria-hidden="true" />
          {t(v.attachments)} <span className="text-muted-foreground">{t(v.attachmentsCount, { count: attachments.length })}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="grid grid-cols-1 gap-2">
          {attachments.map((attachment, index) => (
            <AttachmentItem key={attachment.kind === 'file' ? attachment._id : `link-${index}`} attachment={attachment} onPreview={setPreviewing} />
          ))}
        </ul>
      </CardContent>
      <LazyAttachmentPreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
