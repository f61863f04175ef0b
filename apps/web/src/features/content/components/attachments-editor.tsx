import { useId } from 'react';
import { LIMITS } from '@lyceum/shared/limits';
import { AddLinkFields } from '@/features/content/components/add-link-fields';
import { AttachmentDraftRow } from '@/features/content/components/attachment-draft-row';
import { AttachmentDropZone } from '@/features/content/components/attachment-drop-zone';
import type { AttachmentDrafts } from '@/features/content/hooks/use-attachment-drafts';
import { countedDrafts } from '@/features/content/lib/attachment-drafts';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

/** The "Attachments" part of the material and assignment forms: files (picked or dropped) and links. */
export function AttachmentsEditor({ drafts: list }: { drafts: AttachmentDrafts }) {
  const id = useId();
  const t = useT();
  const { drafts, addFiles, addLink, remove, full } = list;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm leading-none font-medium">
        {t(v.attachments)}{' '}
        <span className="font-normal text-muted-foreground">{t(v.attachmentsOf, { count: countedDrafts(drafts), max: LIMITS.attachments })}</span>
      </legend>
      <AttachmentDropZone onFiles={addFiles} disabled={full} describedBy={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {full ? t(v.tooMany, { max: LIMITS.attachments }) : t(v.hint, { types: t(v.allowedTypes), max: LIMITS.attachments })}
      </p>
      {drafts.length > 0 && (
        <ul className="grid grid-cols-1 gap-2" aria-label={t(v.attachedList)}>
          {drafts.map((draft) => (
            <AttachmentDraftRow key={draft.key} draft={draft} onRemove={() => remove(draft.key)} />
          ))}
        </ul>
      )}
      <AddLinkFields onAdd={addLink} disabled={full} />
    </fieldset>
  );
}
