import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { attachmentRequestSchema } from '@lyceum/shared/files';
import { FILE_MSG } from '@lyceum/shared/messages';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import * as repo from './files.repository';
import type { StoredAttachment } from './stored-attachments';

export type AttachmentInput = z.output<typeof attachmentRequestSchema>;

/**
 * Makes `requested` the parent's attachments, inside the caller's transaction, and answers the
 * list to store beside the parent's row. Each file must be an upload of the parent's class that is
 * unattached or already the parent's; files the parent had and the list leaves out are deleted
 * (their blobs queued by trigger). Binding is conditional on the row still being free, so two
 * edits racing for one upload cannot both get it: the loser is refused and rolled back.
 */
export async function setAttachments(trx: Kysely<Database>, classId: string, parent: repo.Parent, requested: readonly AttachmentInput[]): Promise<string> {
  const fileIds = requested.flatMap((entry) => (entry.kind === 'file' ? [entry.file] : []));
  const rows = new Map((await repo.filesOfClass(trx, classId, fileIds)).map((row) => [row.id, row]));
  const ownId = 'material' in parent ? parent.material : parent.assignment;
  const seen = new Set<string>();
  const stored = requested.map((entry, index): StoredAttachment => {
    if (entry.kind === 'link') {
      const name = entry.name === undefined || entry.name === '' ? entry.url : entry.name;
      // WHATWG URL gives internationalised host names in punycode: a look-alike host shows as one.
      return { kind: 'link', url: entry.url, name, host: new URL(entry.url).hostname };
    }
    if (seen.has(entry.file)) throw badRequest(FILE_MSG.listedTwice(index));
    seen.add(entry.file);
    const row = rows.get(entry.file);
    if (!row) throw badRequest(FILE_MSG.notAnUpload(index));
    const owner = row.material_id ?? row.assignment_id;
    const ownedHere = ('material' in parent ? row.material_id : row.assignment_id) === ownId;
    if (owner !== null && !ownedHere) throw badRequest(FILE_MSG.attachedElsewhere(index));
    return { kind: 'file', id: row.id, name: row.name, size: row.size, type: row.type };
  });
  await repo.deleteFilesNotKept(trx, parent, fileIds);
  if ((await repo.attachFiles(trx, parent, fileIds)) !== fileIds.length) {
    const now = new Map((await repo.filesOfClass(trx, classId, fileIds)).map((row) => [row.id, row]));
    const taken = requested.findIndex((entry) => entry.kind === 'file' && ('material' in parent ? now.get(entry.file)?.material_id : now.get(entry.file)?.assignment_id) !== ownId);
    throw badRequest(FILE_MSG.attachedElsewhere(Math.max(0, taken)));
  }
  return JSON.stringify(stored);
}
