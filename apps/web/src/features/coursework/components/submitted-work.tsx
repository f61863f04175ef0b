import { useState } from 'react';
import type { FileAttachment } from '@lyceum/shared/files';
import type { Submission } from '@lyceum/shared/submissions';
import { SafeHtml } from '@/components/safe-html';
import { AttachmentItem } from '@/features/content/components/attachment-item';
import { LazyAttachmentPreviewDialog } from '@/features/content/components/lazy-attachment-preview-dialog';
import { useFreshAttachmentLinks } from '@/features/content/hooks/use-fresh-attachment-links';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/**
 * A submission's answer and files as they were turned in, read-only: the student's view while
 * turned in, and what a teacher grades. The answer is sanitised again here (SafeHtml).
 */
export function SubmittedWork({
  submission,
  reload,
  headingLevel,
}: {
  submission: Submission;
  reload: () => unknown;
  /** The level the answer's own h1 is announced at, under the heading above it. */
  headingLevel: number;
}) {
  const t = useT();
  const [previewing, setPreviewing] = useState<FileAttachment | null>(null);
  useFreshAttachmentLinks(submission.attachments, reload);
  return (
    <div className="space-y-3" data-testid="submitted-work">
      {submission.answer ? (
        <SafeHtml html={submission.answer} context="material" headingLevel={headingLevel} className="rounded-lg border bg-background p-3" />
      ) : (
        <p className="text-sm text-muted-foreground">{t(m.noAnswer)}</p>
      )}
      {submission.attachments.length > 0 && (
        <ul className="grid grid-cols-1 gap-2" aria-label={t(m.attachments)}>
          {submission.attachments.map((attachment, index) => (
            <AttachmentItem key={attachment.kind === 'file' ? attachment._id : `link-${index}`} attachment={attachment} onPreview={setPreviewing} />
          ))}
        </ul>
      )}
      <LazyAttachmentPreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
