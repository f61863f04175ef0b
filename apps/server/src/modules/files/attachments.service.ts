import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { attachmentRequestSchema } from '@lyceum/shared/files';
import type { Database } from '../../db/schema';
import { badRequest, localized } from '../../lib/http-errors';
import * as repo from './files.repository';
import type { StoredAttachment } from './stored-attachments';
import { FILE_ERRORS } from './file-errors.messages';

export type AttachmentInput = z.output<typeof attachmentRequestSchema>;

/** Who may have their uploads attached: anyone's uploads of the class, or only one user's (a student's work). */
export interface AttachOptions {
  /** Set for a student's work: only their own uploads (and the files already on it) may be attached. */
  uploader?: string;
}

/**
 * Makes `requested` the parent's attachments, inside the caller's transaction, and answers the
 * list to store beside the parent's row. Each file must be an upload of the parent's class that is
 * unattached or already the parent's (and, for a student's work, one they uploaded: anyone else's
 * is "no such upload", so nothing is learnt about it); files the parent had and the list leaves
 * out are deleted (their blobs queued by trigger). Binding is conditional on the row still being
 * free, so two edits racing for one upload cannot both get it: the loser is refused and rolled back.
 */
export async function setAttachments(
  trx: Kysely<Database>,
  classId: string,
  parent: repo.Parent,
  requested: readonly AttachmentInput[],
  options: AttachOptions = {},
): Promise<string> {
  const fileIds = requested.flatMap((entry) => (entry.kind === 'file' ? [entry.file] : []));
  const rows = new Map((await repo.filesOfClass(trx, classId, fileIds)).map((row) => [row.id, row]));
  const column = repo.parentColumn(parent);
  const ownId = repo.parentId(parent);
  const seen = new Set<string>();
  const stored = requested.map((entry, index): StoredAttachment => {
    if (entry.kind === 'link') {
      const name = entry.name === undefined || entry.name === '' ? entry.url : entry.name;
      // WHATWG URL gives internationalised host names in punycode: a look-alike host shows as one.
      return { kind: 'link', url: entry.url, name, host: new URL(entry.url).hostname };
    }
    if (seen.has(entry.file)) throw badRequest(localized(FILE_ERRORS.listedTwice, { index: String(index) }));
    seen.add(entry.file);
    const row = rows.get(entry.file);
    const ownedHere = row !== undefined && row[column] === ownId;
    if (!row || (!ownedHere && options.uploader !== undefined && row.uploaded_by !== options.uploader)) throw badRequest(localized(FILE_ERRORS.notAnUpload, { index: String(index) }));
    if (repo.attachedTo(row) !== null && !ownedHere) throw badRequest(localized(FILE_ERRORS.attachedElsewhere, { index: String(index) }));
    return { kind: 'file', id: row.id, name: row.name, size: row.size, type: row.type };
  });
  await repo.deleteFilesNotKept(trx, parent, fileIds);
  if ((await repo.attachFiles(trx, parent, fileIds)) !== fileIds.length) {
    const now = new Map((await repo.filesOfClass(trx, classId, fileIds)).map((row) => [row.id, row]));
    const taken = requested.findIndex((entry) => entry.kind === 'file' && now.get(entry.file)?.[column] !== ownId);
    throw badRequest(localized(FILE_ERRORS.attachedElsewhere, { index: String(Math.max(0, taken)) }));
  }
  return JSON.stringify(stored);
}
