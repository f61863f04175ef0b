import { DownloadIcon, ExternalLinkIcon, EyeIcon } from 'lucide-react';
import type { Attachment, FileAttachment } from '@lyceum/shared/files';
import { fileKindOf } from '@lyceum/shared/file-types';
import { Button } from '@/components/ui/button';
import { AttachmentIcon } from '@/features/content/components/attachment-icon';
import { fileMeta } from '@/features/content/lib/file-labels';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

/** Only http(s) links are ever stored; anything else is not made a link (defence in depth). */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** One attachment as readers see it: icon (or an image's thumbnail), name, size or host, and its actions. */
export function AttachmentItem({ attachment, onPreview }: { attachment: Attachment; onPreview: (file: FileAttachment) => void }) {
  const isFile = attachment.kind === 'file';
  const t = useT();
  const thumbnail = isFile && attachment.previewUrl && fileKindOf(attachment.type) === 'image' ? attachment.previewUrl : null;
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-lg border bg-card p-2.5 sm:p-3" data-testid="attachment">
      {thumbnail ? (
        <img src={thumbnail} alt="" loading="lazy" className="size-9 shrink-0 rounded-md border bg-muted object-cover" />
      ) : (
        <AttachmentIcon kind={isFile ? fileKindOf(attachment.type) : 'link'} />
      )}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium [overflow-wrap:anywhere]" title={attachment.name}>
          {attachment.name}
        </p>
        <p className="truncate text-xs text-muted-foreground">{isFile ? fileMeta(attachment, t) : attachment.host}</p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {isFile && attachment.previewUrl && (
          <Button variant="ghost" size="sm" aria-label={t(v.previewNamed, { name: attachment.name })} onClick={() => onPreview(attachment)}>
            <EyeIcon aria-hidden="true" />
            <span className="max-sm:sr-only">{t(v.preview)}</span>
          </Button>
        )}
        {isFile ? (
          <Button asChild variant="ghost" size="sm">
            <a href={attachment.url} download={attachment.name} aria-label={t(v.downloadNamed, { name: attachment.name })}>
              <DownloadIcon aria-hidden="true" />
              <span className="max-sm:sr-only">{t(v.download)}</span>
            </a>
          </Button>
        ) : (
          isWebUrl(attachment.url) && (
            <Button asChild variant="ghost" size="sm">
              <a href={attachment.url} target="_blank" rel="noopener noreferrer" aria-label={t(v.openNamed, { name: attachment.name })}>
                <ExternalLinkIcon aria-hidden="true" />
                <span className="max-sm:sr-only">{t(v.open)}</span>
              </a>
            </Button>
          )
        )}
      </div>
    </li>
  );
}
