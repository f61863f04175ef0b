import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import { createUser } from './modules/users/users.service';

export interface BootstrapResult {
  email: string;
  /** Set only when the password was generated and must be shown once. */
  generatedPassword?: string;
}

/**
 * On an empty database, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME,
 * or admin@example.com with a random password. Does nothing once any user exists.
 */
export async function ensureFirstAdmin(db: Kysely<Database>, config: Config): Promise<BootstrapResult | null> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const email = (config.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase();
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  const password = config.ADMIN_PASSWORD ?? generatedPassword ?? '';
  await createUser(db, { name: config.ADMIN_NAME, email, password, role: 'admin' });
  return generatedPassword ? { email, generatedPassword } : { email };
}
