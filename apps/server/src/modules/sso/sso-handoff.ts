import type { Kysely } from 'kysely';
import { committedWrite } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import type { SecretBox } from './sso-secrets';
import { storedRefusal } from './sso-refusal-texts';
import { digest, randomToken } from './sso-secrets';
import type { SsoRefusal } from './sso-person';
import * as repo from './sso.repository';

/* The flow's and handoff's lifetimes and the handoff of a finished sign-in to the web app, shared by both kinds of provider. */

/** Minutes a person has at the provider before the flow is forgotten. */
export const FLOW_TTL_MS = 10 * 60_000;
/** The web app takes its handoff at once; a minute is plenty. */
export const HANDOFF_TTL_MS = 60_000;

export interface SsoDeps {
  db: Kysely<Database>;
  box: SecretBox;
}

/** Where the browser goes next: the provider, or the web app's /sso page with a one-time code in the fragment. */
export type Next = { location: string };

/**
 * Writes that belong together (a log line and its handoff) in one transaction, group-committed on
 * SQLite with the writes of sign-ins arriving at the same time (db/group-commit.ts).
 */
export function oneCommit<T>(db: Kysely<Database>, write: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return committedWrite(db, (k) => (k.isTransaction ? write(k) : k.transaction().execute(write)));
}

export const handoffLocation = (code: string): string => `/sso#code=${encodeURIComponent(code)}`;

export async function handoffRefusal(deps: SsoDeps, providerId: string, returnTo: string, refusal: SsoRefusal): Promise<Next> {
  const code = randomToken();
  await repo.insertHandoff(
    deps.db,
    { code_hash: digest(code), provider_id: providerId, user_id: null, status: refusal.status, message: storedRefusal(refusal.text), return_to: returnTo, expires_at: new Date(Date.now() + HANDOFF_TTL_MS).toISOString() },
    nowIso(),
  );
  return { location: handoffLocation(code) };
}

