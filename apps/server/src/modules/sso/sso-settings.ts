import type { Kysely } from 'kysely';
import { roleSchema, type Role } from '@lyceum/shared/roles';
import { SSO_MSG, type SsoSettings } from '@lyceum/shared/sso';
import type { Database } from '../../db/schema';
import * as repo from './sso.repository';

const PASSWORDS_OFF = 'passwords_off_for';
const HELP_CONTACT = 'help_contact';

/** The school-wide sign-in settings; defaults when the admin never saved them (passwords for all). */
export async function readSsoSettings(db: Kysely<Database>): Promise<SsoSettings> {
  const [off, contact] = await Promise.all([repo.readSetting(db, PASSWORDS_OFF), repo.readSetting(db, HELP_CONTACT)]);
  return { passwordsOffFor: parseRoles(off), helpContact: contact === undefined ? '' : (JSON.parse(contact) as string) };
}

export async function writeSsoSettings(db: Kysely<Database>, settings: SsoSettings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.writeSetting(trx, PASSWORDS_OFF, JSON.stringify([...new Set(settings.passwordsOffFor)]));
    await repo.writeSetting(trx, HELP_CONTACT, JSON.stringify(settings.helpContact));
  });
}

export async function passwordsOffFor(db: Kysely<Database>): Promise<Role[]> {
  return parseRoles(await repo.readSetting(db, PASSWORDS_OFF));
}

function parseRoles(value: string | undefined): Role[] {
  if (value === undefined) return [];
  const parsed = roleSchema.array().safeParse(JSON.parse(value));
  return parsed.success ? parsed.data : [];
}

export interface PasswordPolicy {
  offFor: Role[];
  /** Said with every refused password sign-in while some role may not use passwords: which button to use instead. */
  hint: string | null;
}

/** Which roles may not sign in with a password, and the sentence naming the providers they use instead. */
export async function passwordPolicy(db: Kysely<Database>): Promise<PasswordPolicy> {
  const offFor = await passwordsOffFor(db);
  if (offFor.length === 0) return { offFor, hint: null };
  const labels = (await repo.listProviders(db)).filter((row) => row.enabled === 1).map((row) => row.label);
  return { offFor, hint: SSO_MSG.passwordsOff(offFor, labels) };
}
