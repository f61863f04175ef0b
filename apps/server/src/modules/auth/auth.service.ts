import type { Kysely } from 'kysely';
import { API_MSG } from '@lyceum/shared/messages';
import type { Database, UserRow } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from '../users/users.repository';

/**
 * The user whose email and password match, else a 401 that does not say which was wrong.
 * An unknown email costs the same argon2 work as a wrong password.
 */
export async function checkCredentials(db: Kysely<Database>, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const ok = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw unauthorized(API_MSG.invalidCredentials);
  return user;
}
