import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { forbidden, localized, unauthorized } from '../../lib/http-errors';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, NO_PASSWORD, replacePasswordHash } from '../users/users.repository';
import { passwordPolicy } from '../sso/sso-settings';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { INVITATION_ERRORS } from '../invitations/invitation-errors.messages';

/**
 * The user whose email and password match, else a 401 that does not say which was wrong; a 403
 * saying so when the password is right but the account is deactivated.
 * An unknown email costs the same argon2 work as a wrong password. A hash made with older
 * parameters is re-made with today's while the plain password is at hand (the only moment it is).
 * While some roles must use single sign-on, their accounts answer like a wrong password (nobody
 * learns an email's role), and every refusal names the providers to use instead.
 */
export async function checkCredentials(db: Kysely<Database>, email: string, password: string): Promise<UserRow> {
  const [user, policy] = await Promise.all([findUserByEmail(db, email), passwordPolicy(db)]);
  const barred = user !== undefined && policy.offFor.includes(user.role);
  // An invited user has no hash yet: the dummy's cost too, so timing shows no difference.
  const ok = user && !barred && user.password_hash !== NO_PASSWORD ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw unauthorized(policy.hint === null ? API_ERRORS.invalidCredentials : localized(API_ERRORS.invalidCredentialsWithHint, { hint: policy.hint }));
  // Said only to who knows the password: to anyone else a deactivated account looks like any other.
  if (user.deactivated_at !== null) throw forbidden(INVITATION_ERRORS.accountDeactivated);
  if (needsRehash(user.password_hash)) {
    await replacePasswordHash(db, user.id, user.password_hash, await hashPassword(password));
  }
  return user;
}
