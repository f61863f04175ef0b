import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import type { DownloadLinks } from './download-links';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** What the file services work with: the database, the blobs, the link signer and the limits in force. */
export interface FilesContext {
  db: Kysely<Database>;
  blobs: BlobStore;
  links: DownloadLinks;
  maxUploadMb: number;
  /** Null: no quota. */
  quotaGb: number | null;
}

export const maxUploadBytes = (ctx: FilesContext): number => ctx.maxUploadMb * MB;
export const quotaBytes = (ctx: FilesContext): number | null => (ctx.quotaGb === null ? null : Math.floor(ctx.quotaGb * GB));

export function filesContext(db: Kysely<Database>, blobs: BlobStore, links: DownloadLinks, config: Pick<Config, 'MAX_UPLOAD_MB' | 'STORAGE_QUOTA_GB'>): FilesContext {
  return { db, blobs, links, maxUploadMb: config.MAX_UPLOAD_MB, quotaGb: config.STORAGE_QUOTA_GB ?? null };
}
