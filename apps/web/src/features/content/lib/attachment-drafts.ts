import type { Attachment, AttachmentRequest, FileAttachment } from '@lyceum/shared/files';

/**
 * One entry of the attachments editor: a file on its way up, one that failed (kept in the list
 * with the reason until removed, never sent), an uploaded or already attached file, or a link.
 */
export type DraftAttachment =
  | {
      key: string;
      status: 'uploading';
      name: string;
      size: number;
      /** As the browser reports it (for the icon until the server has decided). */
      type: string;
      progress: number;
    }
  | { key: string; status: 'failed'; name: string; size: number; error: string }
  | {
      key: string;
      status: 'file';
      file: FileAttachment;
      /** Uploaded in this form and not attached yet: removing it deletes the upload. */
      isNew: boolean;
    }
  | { key: string; status: 'link'; url: string; name: string; host: string };

/** The editor's starting list: what the material or assignment has now. */
export function draftsFrom(attachments: readonly Attachment[]): DraftAttachment[] {
  return attachments.map((attachment, index) =>
    attachment.kind === 'file'
      ? { key: `file-${attachment._id}`, status: 'file', file: attachment, isNew: false }
      : { key: `link-${index}`, status: 'link', url: attachment.url, name: attachment.name, host: attachment.host },
  );
}

/** The `attachments` of the create or edit request, in the order shown; unfinished and failed uploads are left out. */
export function attachmentRequests(drafts: readonly DraftAttachment[]): AttachmentRequest[] {
  return drafts.flatMap((draft): AttachmentRequest[] => {
    if (draft.status === 'file') return [{ kind: 'file', file: draft.file._id }];
    // A link shown under its URL (no name given) is sent without one, so it stays nameless.
    if (draft.status === 'link') return [{ kind: 'link', url: draft.url, ...(draft.name && draft.name !== draft.url ? { name: draft.name } : {}) }];
    return [];
  });
}

/** Entries that count towards the limit of LIMITS.attachments (a failed upload is only a notice). */
export const countedDrafts = (drafts: readonly DraftAttachment[]): number => drafts.filter((draft) => draft.status !== 'failed').length;

/** The name a draft is shown (and its remove button named) by. */
export function draftName(draft: DraftAttachment): string {
  if (draft.status === 'file') return draft.file.name;
  if (draft.status === 'link') return draft.name || draft.url;
  return draft.name;
}
