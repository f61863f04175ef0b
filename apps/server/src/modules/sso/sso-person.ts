import type { Kysely } from 'kysely';
import { LIMITS } from '@lyceum/shared/limits';
import type { Role } from '@lyceum/shared/roles';
import { type MatchingSettings, type OidcProviderSettings } from '@lyceum/shared/sso';
import type { Database, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, type ErrorText } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import { INVITATION_ERRORS } from '../invitations/invitation-errors.messages';
import * as invitations from '../invitations/invitations.repository';
import { findUserByEmail, findUserById, NO_PASSWORD } from '../users/users.repository';
import { REFUSAL } from './sso-refusal-texts';
import * as repo from './sso.repository';

/** The provider's claims about the person: an ID token's, or a SAML assertion's NameID and attributes (saml.service.ts). */
export type Claims = Record<string, unknown>;

/**
 * A sign-in refused: `text` is what the person reads (in their language when the browser takes
 * the handoff; `message` is its English), `reason` what the audit log keeps (the detail an admin
 * needs, which the person is not shown), `status` the exchange's answer.
 */
export class SsoRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    readonly text: ErrorText,
    readonly reason: string,
    readonly userId: string | null = null,
  ) {
    super(new HttpError(status, text).message);
  }
}

export interface PersonContext<S extends MatchingSettings = MatchingSettings> {
  db: Kysely<Database>;
  providerId: string;
  settings: S;
  helpContact: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined);

/** What the audit log names the person by: their email, else the provider's subject. */
export const whoOf = (claims: Claims): string => text(claims.email) ?? `sub:${text(claims.sub) ?? '?'}`;

/**
 * Checks the ID token says the person belongs to the school where the recipe can tell: the
 * authorized party is this client; Google's `hd` is the school's Workspace domain; Entra's `tid`
 * is the school's tenant. openid-client has already checked signature, issuer, audience and times.
 */
export function checkOrganisation(ctx: PersonContext<OidcProviderSettings>, claims: Claims): void {
  const { settings } = ctx;
  if (claims.azp !== undefined && claims.azp !== settings.clientId) {
    throw new SsoRefusal(401, REFUSAL.untrusted(settings.label, ctx.helpContact), `ID token azp ${String(claims.azp)} is not this client`);
  }
  if (settings.preset === 'google' && settings.hostedDomain && text(claims.hd)?.toLowerCase() !== settings.hostedDomain) {
    throw new SsoRefusal(403, REFUSAL.wrongOrganisation(settings.label), `hd ${text(claims.hd) ?? '(none)'} is not ${settings.hostedDomain}`);
  }
  if (settings.preset === 'entra' && settings.tenantId && text(claims.tid)?.toLowerCase() !== settings.tenantId.toLowerCase()) {
    throw new SsoRefusal(403, REFUSAL.wrongOrganisation(settings.label), `tid ${text(claims.tid) ?? '(none)'} is not ${settings.tenantId}`);
  }
}

/** The email the provider vouches for, lower-cased, of an allowed domain; refusals say which part failed. */
function verifiedEmail(ctx: PersonContext, claims: Claims): string {
  const { label } = ctx.settings;
  const email = text(claims.email)?.toLowerCase();
  if (!email) throw new SsoRefusal(403, REFUSAL.noIdentifier(label, ctx.helpContact), 'no email claim');
  // Entra ID sends no email_verified; its optional claim xms_edov says the domain owner verified it.
  const verified = claims.email_verified === true || (ctx.settings.preset === 'entra' && claims.xms_edov === true);
  if (!verified) throw new SsoRefusal(403, REFUSAL.emailNotVerified(label, ctx.helpContact), `email ${email} not verified by the provider`);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (ctx.settings.domains.length > 0 && !ctx.settings.domains.includes(domain)) {
    throw new SsoRefusal(403, REFUSAL.wrongDomain(label, ctx.settings.domains), `email domain ${domain} not allowed`);
  }
  return email;
}

/** The role a new account gets: the first mapping whose value the role claim carries, else student. */
export function mappedRole(settings: MatchingSettings, claims: Claims): Role {
  if (!settings.roleClaim) return 'student';
  const raw = claims[settings.roleClaim];
  const values = new Set((Array.isArray(raw) ? raw : [raw]).map(text).filter((v): v is string => v !== undefined));
  return settings.roleMap.find((mapping) => values.has(mapping.value))?.role ?? 'student';
}

/**
 * The Lyceum user the provider's person is: the one an invitation links them to, else the one
 * their identity was linked to before, else the one the admin's rule finds (a verified email of an
 * allowed domain, or the sourcedId in the chosen claim), else a new student when the admin allows
 * it. Never by an email the provider has not verified. A deactivated user is refused.
 */
export async function personOf(ctx: PersonContext, claims: Claims, inviteHash: string | null): Promise<UserRow> {
  const subject = text(claims.sub);
  if (!subject) throw new SsoRefusal(401, REFUSAL.untrusted(ctx.settings.label, ctx.helpContact), 'ID token without sub');
  const user = inviteHash !== null ? await byInvitation(ctx, subject, inviteHash) : await byLinkOrRule(ctx, claims, subject);
  if (user.deactivated_at !== null) throw new SsoRefusal(403, INVITATION_ERRORS.accountDeactivated, 'account deactivated', user.id);
  return user;
}

async function byLinkOrRule(ctx: PersonContext, claims: Claims, subject: string): Promise<UserRow> {
  const linked = await repo.findIdentityUser(ctx.db, ctx.providerId, subject);
  const linkedUser = linked === undefined ? undefined : await findUserById(ctx.db, linked);
  if (linkedUser) return linkedUser;
  const { settings } = ctx;
  let found: UserRow | undefined;
  if (settings.matchBy === 'email') {
    found = await findUserByEmail(ctx.db, verifiedEmail(ctx, claims));
  } else {
    const key = text(claims[settings.matchClaim ?? '']);
    if (!key) throw new SsoRefusal(403, REFUSAL.noIdentifier(settings.label, ctx.helpContact), `no ${settings.matchClaim ?? '?'} claim`);
    if (settings.matchBy === 'sourcedId') found = await repo.findUserBySourcedId(ctx.db, key);
    else {
      // OneRoster does not make identifiers unique: two users with this one are not this person's to pick from.
      const users = await repo.findUsersByIdentifier(ctx.db, key);
      if (users.length > 1) throw new SsoRefusal(403, REFUSAL.unknownPerson(settings.label, ctx.helpContact), `identifier ${key} belongs to more than one user`);
      found = users[0];
    }
  }
  if (found) return found;
  if (!settings.createUnknown) throw new SsoRefusal(403, REFUSAL.unknownPerson(settings.label, ctx.helpContact), 'no matching user');
  return createPerson(ctx, claims, subject);
}

/** Just-in-time account: needs a verified email of an allowed domain whatever the rule. */
async function createPerson(ctx: PersonContext, claims: Claims, subject: string): Promise<UserRow> {
  const email = verifiedEmail(ctx, claims);
  const now = nowIso();
  const joined = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const row: UserRow = {
    id: newId(),
    name: (text(claims.name) ?? (joined || email)).slice(0, 100),
    email,
    password_hash: NO_PASSWORD,
    role: mappedRole(ctx.settings, claims),
    token_version: 0,
    created_at: now,
    updated_at: now,
    deactivated_at: null,
    sourced_id: ctx.settings.matchBy === 'sourcedId' ? (text(claims[ctx.settings.matchClaim ?? '']) ?? null) : null,
    identifier: ctx.settings.matchBy === 'identifier' ? (text(claims[ctx.settings.matchClaim ?? ''])?.slice(0, LIMITS.rosterIdentifier) ?? null) : null,
    locale: null,
    time_zone: null,
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const { token_version: _v, ...values } = row;
      await trx.insertInto('users').values(values).execute();
      await repo.linkIdentity(trx, ctx.providerId, subject, row.id, now);
    });
  } catch (error) {
    // The email is another user's (matched by sourcedId, or a race): not this person's account.
    if (isUniqueViolation(error)) throw new SsoRefusal(403, REFUSAL.unknownPerson(ctx.settings.label, ctx.helpContact), `email ${email} belongs to another user`);
    throw error;
  }
  return row;
}

/** An invitation link used to link the identity instead of setting a password: one use, like setting one. */
async function byInvitation(ctx: PersonContext, subject: string, inviteHash: string): Promise<UserRow> {
  const invitation = await invitations.findInvitation(ctx.db, inviteHash);
  if (!invitation) throw new SsoRefusal(400, INVITATION_ERRORS.inviteUnknown, 'invitation unknown');
  if (invitation.used_at !== null) throw new SsoRefusal(400, INVITATION_ERRORS.inviteUsed, 'invitation used', invitation.user_id);
  if (invitation.expires_at <= nowIso()) throw new SsoRefusal(400, INVITATION_ERRORS.inviteExpired, 'invitation expired', invitation.user_id);
  const user = await findUserById(ctx.db, invitation.user_id);
  if (!user) throw new SsoRefusal(400, INVITATION_ERRORS.inviteUnknown, 'invitation of a deleted user');
  if (user.deactivated_at !== null) throw new SsoRefusal(403, INVITATION_ERRORS.accountDeactivated, 'account deactivated', user.id);
  const linked = await repo.findIdentityUser(ctx.db, ctx.providerId, subject);
  if (linked !== undefined && linked !== user.id) throw new SsoRefusal(403, REFUSAL.identityTaken(ctx.settings.label, ctx.helpContact), `identity already linked to user ${linked}`, user.id);
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await invitations.markUsed(trx, inviteHash, now))) throw new SsoRefusal(400, INVITATION_ERRORS.inviteUsed, 'invitation used', user.id);
    await repo.linkIdentity(trx, ctx.providerId, subject, user.id, now);
  });
  return user;
}
