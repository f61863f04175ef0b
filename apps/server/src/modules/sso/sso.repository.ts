import type { Kysely } from 'kysely';
import { committedWrite } from '../../db/group-commit';
import type { Database, SamlAssertionsTable, SsoFlowsTable, SsoHandoffsTable, SsoProvidersTable } from '../../db/schema';

type Db = Kysely<Database>;

export function listProviders(db: Db): Promise<SsoProvidersTable[]> {
  return db.selectFrom('sso_providers').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function findProvider(db: Db, id: string): Promise<SsoProvidersTable | undefined> {
  return db.selectFrom('sso_providers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProvider(db: Db, row: SsoProvidersTable): Promise<void> {
  await db.insertInto('sso_providers').values(row).execute();
}

/** Inserts the provider, or replaces all but its creation time. */
export async function upsertProvider(db: Db, row: SsoProvidersTable): Promise<void> {
  const { id: _id, created_at: _created, ...changes } = row;
  await db.insertInto('sso_providers').values(row).onConflict((oc) => oc.column('id').doUpdateSet(changes)).execute();
}

export async function updateProvider(db: Db, id: string, patch: Omit<SsoProvidersTable, 'id' | 'created_at'>): Promise<void> {
  await db.updateTable('sso_providers').set(patch).where('id', '=', id).execute();
}

export async function deleteProvider(db: Db, id: string): Promise<number> {
  const result = await db.deleteFrom('sso_providers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  return (await db.selectFrom('sso_settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db.insertInto('sso_settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

/**
 * Expired rows are swept on the way, by one insert in SWEEP_EVERY (each row lives minutes, and a
 * read checks its expiry anyway): a sign-in then costs one write less, each a commit to disk.
 */
const SWEEP_EVERY = 16;
const sweepNow = () => Math.random() < 1 / SWEEP_EVERY;

/*
 * The flow, handoff and replay rows are written through committedWrite (db/group-commit.ts): on
 * SQLite, sign-ins arriving together share one transaction and its fsync instead of one each (an
 * fsync blocks the event loop: 50 at once queued behind each other's); each resolves once durable.
 * Given a transaction, they write in it.
 */

export function insertFlow(db: Db, row: SsoFlowsTable, now: string): Promise<void> {
  return committedWrite(db, async (k) => {
    if (sweepNow()) await k.deleteFrom('sso_flows').where('expires_at', '<', now).execute();
    await k.insertInto('sso_flows').values(row).execute();
  });
}

/** The flow of this state, read without taking it (SAML reads it while checking the answer, and takes it with the replay check). */
export function findFlow(db: Db, stateHash: string): Promise<SsoFlowsTable | undefined> {
  return db.selectFrom('sso_flows').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
}

/** Deletes the flow; false when it was gone already (taken by another answer). */
export async function deleteFlow(db: Db, stateHash: string): Promise<boolean> {
  const result = await db.deleteFrom('sso_flows').where('state_hash', '=', stateHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function insertHandoff(db: Db, row: SsoHandoffsTable, now: string): Promise<void> {
  return committedWrite(db, async (k) => {
    if (sweepNow()) await k.deleteFrom('sso_handoffs').where('expires_at', '<', now).execute();
    await k.insertInto('sso_handoffs').values(row).execute();
  });
}

export function takeHandoff(db: Db, codeHash: string): Promise<SsoHandoffsTable | undefined> {
  return committedWrite(db, (k) => k.deleteFrom('sso_handoffs').where('code_hash', '=', codeHash).returningAll().executeTakeFirst());
}

export async function findIdentityUser(db: Db, providerId: string, subject: string): Promise<string | undefined> {
  const row = await db.selectFrom('sso_identities').select('user_id').where('provider_id', '=', providerId).where('subject', '=', subject).executeTakeFirst();
  return row?.user_id;
}

/** Links the provider's subject to the user; a subject already linked (to anyone) stays as it was. */
export async function linkIdentity(db: Db, providerId: string, subject: string, userId: string, now: string): Promise<void> {
  await db
    .insertInto('sso_identities')
    .values({ provider_id: providerId, subject, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['provider_id', 'subject']).doNothing())
    .execute();
}

export function findUserBySourcedId(db: Db, sourcedId: string) {
  return db.selectFrom('users').selectAll().where('sourced_id', '=', sourcedId).executeTakeFirst();
}

/** Users with this OneRoster identifier: at most two are read, enough to tell one from several. */
export function findUsersByIdentifier(db: Db, identifier: string) {
  return db.selectFrom('users').selectAll().where('identifier', '=', identifier).limit(2).execute();
}

/**
 * Keeps a SAML assertion's ID until it expires; false when it is already kept (a replay),
 * whichever server process kept it (the primary key decides). Written in `db`, a transaction.
 */
export async function rememberAssertion(db: Db, row: SamlAssertionsTable, now: string): Promise<boolean> {
  if (sweepNow()) await db.deleteFrom('saml_assertions').where('expires_at', '<', now).execute();
  const result = await db.insertInto('saml_assertions').values(row).onConflict((oc) => oc.columns(['provider_id', 'id_hash']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
