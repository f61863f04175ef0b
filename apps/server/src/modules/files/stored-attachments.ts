import { z } from 'zod';
import type { Attachment } from '@lyceum/shared/files';
import { canPreviewInline } from '@lyceum/shared/file-types';
import type { DownloadLinks } from './download-links';

/**
 * A material's or an assignment's attachments as kept beside its row (the `attachments` JSON
 * column): what readers see, minus the per-caller URLs, so a read of the record is still its one
 * row. The `files` table decides which file belongs to which record (access, deletes); the service
 * writes both in one transaction (attachments.service.ts).
 */
const storedFileSchema = z.object({ kind: z.literal('file'), id: z.string(), name: z.string(), size: z.number(), type: z.string() });
const storedLinkSchema = z.object({ kind: z.literal('link'), url: z.string(), name: z.string(), host: z.string() });
const storedListSchema = z.array(z.discriminatedUnion('kind', [storedFileSchema, storedLinkSchema]));
export type StoredAttachment = z.infer<typeof storedListSchema>[number];

/** The stored list; anything unreadable counts as no attachments rather than a 500. */
export function parseStoredAttachments(json: string): StoredAttachment[] {
  // Most records have none: skip the JSON and schema work for the stored default.
  if (json === '[]') return [];
  try {
    const parsed = storedListSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Who reads, so each file gets URLs signed for them. */
export interface AttachmentReader {
  userId: string;
  links: DownloadLinks;
}

export function presentAttachments(json: string, reader: AttachmentReader): Attachment[] {
  return parseStoredAttachments(json).map((entry): Attachment => {
    if (entry.kind === 'link') return entry;
    return { kind: 'file', _id: entry.id, name: entry.name, size: entry.size, type: entry.type, ...reader.links.sign(entry.id, reader.userId, canPreviewInline(entry.type)) };
  });
}

/** How many attachments the stored list holds, without signing anything (list cards). */
export const countStoredAttachments = (json: string): number => parseStoredAttachments(json).length;
