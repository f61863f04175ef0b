import { useId } from 'react';
import { LIMITS } from '@lyceum/shared/limits';
import { AddLinkFields } from '@/features/content/components/add-link-fields';
import { AttachmentDraftRow } from '@/features/content/components/attachment-draft-row';
import { AttachmentDropZone } from '@/features/content/components/attachment-drop-zone';
import type { AttachmentDrafts } from '@/features/content/hooks/use-attachment-drafts';
import { countedDrafts } from '@/features/content/lib/attachment-drafts';
import { ATTACHMENT_TEXT } from '@/features/content/lib/attachment-texts';

/** The "Attachments" part of the material and assignment forms: files (picked or dropped) and links. */
export function AttachmentsEditor({ drafts: list }: { drafts: AttachmentDrafts }) {
  const id = useId();
  const { drafts, addFiles, addLink, remove, full } = list;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm leading-none font-medium">
        Attachments{' '}
        <span className="font-normal text-muted-foreground">
          ({countedDrafts(drafts)}/{LIMITS.attachments})
        </span>
      </legend>
      <AttachmentDropZone onFiles={addFiles} disabled={full} describedBy={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {full ? ATTACHMENT_TEXT.tooMany : ATTACHMENT_TEXT.hint}
      </p>
      {drafts.length > 0 && (
        <ul className="grid grid-cols-1 gap-2" aria-label="Attached files and links">
          {drafts.map((draft) => (
            <AttachmentDraftRow key={draft.key} draft={draft} onRemove={() => remove(draft.key)} />
          ))}
        </ul>
      )}
      <AddLinkFields onAdd={addLink} disabled={full} />
    </fieldset>
  );
}
