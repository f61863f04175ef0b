import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Single sign-on (modules/sso, docs/sso.md).
 *
 * `sso_providers`: the school's identity providers; `settings` is the admin's form as JSON (one
 * shape per `kind`: OpenID Connect now, SAML beside it later), `secret` the client secret
 * encrypted under the server's secret (never sent back).
 * `sso_settings`: key -> JSON value (which roles may not use passwords, who to ask).
 * `sso_flows`: a sign-in under way, from the redirect to the provider until its answer comes back:
 * the hashes of its `state` and of the browser's cookie, the PKCE verifier and nonce. Kept in the
 * database so any server process can take the answer; deleted as it is read (one use) or expired.
 * `sso_handoffs`: the outcome of a flow, taken once by the web app with a code from the redirect's
 * fragment: a user to sign in, or the message saying why not. No token ever travels in a URL.
 * `sso_identities`: a provider's subject known to be a Lyceum user (linked by an invitation, or
 * matched once by the admin's rule), so a changed email does not lose the account.
 * `sign_in_events`: every sign-in attempt (password, provider, invitation), for the admins.
 */
export function sso(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('sso_providers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('secret', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sso_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sso_flows')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('provider_id', 'text', (c) => c.notNull().references('sso_providers.id').onDelete('cascade'))
        .addColumn('browser_hash', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('return_to', 'text', (c) => c.notNull())
        .addColumn('invite_hash', 'text')
        .addColumn('expires_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sso_flows_expires_idx').on('sso_flows').column('expires_at').execute();

      await db.schema
        .createTable('sso_handoffs')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('return_to', 'text', (c) => c.notNull())
        .addColumn('expires_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sso_handoffs_expires_idx').on('sso_handoffs').column('expires_at').execute();

      await db.schema
        .createTable('sso_identities')
        .addColumn('provider_id', 'text', (c) => c.notNull().references('sso_providers.id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addPrimaryKeyConstraint('sso_identities_pk', ['provider_id', 'subject'])
        .execute();
      await db.schema.createIndex('sso_identities_user_idx').on('sso_identities').column('user_id').execute();

      await db.schema
        .createTable('sign_in_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', ts, (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('who', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('provider', 'text')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('address', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_in_events_at_idx').on('sign_in_events').columns(['at', 'id']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['sign_in_events', 'sso_identities', 'sso_handoffs', 'sso_flows', 'sso_settings', 'sso_providers']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
