import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import { REPLACED_ON_IMPORT, tablesAt } from './archive-format';
import { ArchiveRefused } from './archive-refused';
import { latestMigration } from './schema-level';
import { loose } from './table-rows';

/**
 * An archive goes into a fresh Lyceum only: a database with nothing in it, or nothing but the
 * first admin that the server makes on its first start (main.ts, bootstrap-admin.ts), and an empty
 * file store. That admin is returned, to be replaced by the archive's accounts (whose passwords
 * came along); anything more is someone's data, which an import must not mix with another
 * school's or overwrite, so it is refused. Single sign-on's providers and settings that the SSO_*
 * variables saved at start are set-up, not data: the archive's replace them (REPLACED_ON_IMPORT).
 */
export async function freshTarget(db: Kysely<Database>, blobs: BlobStore): Promise<{ firstAdmin: string | null }> {
  const users = await db.selectFrom('users').select(['id', 'role', 'email']).limit(2).execute();
  const [only] = users;
  if (users.length > 1 || (only && only.role !== 'admin')) {
    throw new ArchiveRefused('the database already has users: import into a fresh Lyceum (an empty database, or one with only its first admin)');
  }
  for (const spec of tablesAt(await latestMigration(db))) {
    if (spec.name === 'users' || REPLACED_ON_IMPORT.includes(spec.name)) continue;
    const row = await loose(db).selectFrom(spec.name).select(spec.key[0] ?? 'id').limit(1).executeTakeFirst();
    if (row) throw new ArchiveRefused(`the database is not empty (${spec.name} has rows): import into a fresh Lyceum`);
  }
  for await (const blob of blobs.list()) {
    throw new ArchiveRefused(`the file store is not empty (it holds ${blob.key}): import into a fresh one`);
  }
  return { firstAdmin: only?.id ?? null };
}
