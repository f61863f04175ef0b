import { CircleAlertIcon, XIcon } from 'lucide-react';
import { fileKindOf } from '@lyceum/shared/file-types';
import { Button } from '@/components/ui/button';
import { AttachmentIcon } from '@/features/content/components/attachment-icon';
import { draftName, type DraftAttachment } from '@/features/content/lib/attachment-drafts';
import { fileMeta } from '@/features/content/lib/file-labels';
import { formatFileSize } from '@/features/content/lib/file-size';
import { pickedKind } from '@/features/content/lib/upload-precheck';
import { useT, type Translate } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

function Progress({ name, fraction }: { name: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  const t = useT();
  return (
    <div className="mt-1.5 flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={t(v.uploading, { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-9 text-end text-xs text-muted-foreground tabular-nums">{percent}%</span>
    </div>
  );
}

/** What the line under a draft's name says: kind and size, the upload's size, or the link's host. */
function detail(draft: DraftAttachment, t: Translate): string {
  if (draft.status === 'file') return fileMeta(draft.file, t);
  if (draft.status === 'link') return draft.host;
  return formatFileSize(draft.size);
}

/** One entry of the attachments editor, with its upload progress or failure and a remove button. */
export function AttachmentDraftRow({ draft, onRemove }: { draft: DraftAttachment; onRemove: () => void }) {
  const name = draftName(draft);
  const failed = draft.status === 'failed';
  const errorId = `${draft.key}-error`;
  const t = useT();
  return (
    <li
      className="flex min-w-0 items-start gap-3 rounded-lg border bg-card p-2.5 data-failed:border-destructive/40 data-failed:bg-destructive/5"
      data-failed={failed || undefined}
      data-testid="attachment-draft"
    >
      {failed ? (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-destructive/10 text-destructive-text">
          <CircleAlertIcon className="size-4.5" aria-hidden="true" />
        </span>
      ) : (
        <AttachmentIcon kind={draft.status === 'file' ? fileKindOf(draft.file.type) : draft.status === 'link' ? 'link' : pickedKind(draft.type)} />
      )}
      <div className="min-w-0 flex-1 self-center">
        <p className="line-clamp-2 text-sm font-medium [overflow-wrap:anywhere]" title={name}>
          {name}
        </p>
        <p className="truncate text-xs text-muted-foreground">{detail(draft, t)}</p>
        {draft.status === 'uploading' && <Progress name={name} fraction={draft.progress} />}
        {failed && (
          <p id={errorId} role="alert" className="mt-1 text-xs break-words text-destructive-text">
            {draft.error}
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t(v.remove, { name })}
        aria-describedby={failed ? errorId : undefined}
        onClick={onRemove}
        className="text-muted-foreground hover:text-destructive-text"
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}
