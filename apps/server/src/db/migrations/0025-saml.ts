import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * SAML 2.0 sign-in beside OpenID Connect (modules/sso, docs/sso.md).
 *
 * `saml_assertions`: the IDs of the assertions that signed someone in, per provider, until the
 * assertion expires: one that comes again is a replay. In the database, so every server process
 * behind the load balancer refuses it, not only the one that took it first.
 * `sso_handoffs.browser_hash`: a SAML answer is POSTed to Lyceum from the identity provider's page,
 * a cross-site request that carries no SameSite=Lax cookie; the browser binding is checked when the
 * web app trades the handoff's code (a same-origin request that carries it), so the handoff keeps
 * the hash the flow had. `who` is what the log names the person by, written when the trade succeeds.
 * A SAML flow is a row of `sso_flows` like an OpenID Connect one: `state_hash` is the hash of the
 * AuthnRequest's ID (the answer's InResponseTo), `code_verifier` and `nonce` are empty.
 */
export function saml(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('saml_assertions')
        .addColumn('provider_id', 'text', (c) => c.notNull().references('sso_providers.id').onDelete('cascade'))
        .addColumn('id_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addPrimaryKeyConstraint('saml_assertions_pk', ['provider_id', 'id_hash'])
        .execute();
      await db.schema.createIndex('saml_assertions_expires_idx').on('saml_assertions').column('expires_at').execute();
      await db.schema.alterTable('sso_handoffs').addColumn('browser_hash', 'text').execute();
      await db.schema.alterTable('sso_handoffs').addColumn('who', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sso_handoffs').dropColumn('who').execute();
      await db.schema.alterTable('sso_handoffs').dropColumn('browser_hash').execute();
      await db.schema.dropTable('saml_assertions').ifExists().execute();
    },
  };
}
