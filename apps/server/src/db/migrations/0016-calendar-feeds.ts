import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Calendar feeds: one secret iCalendar address per user (modules/calendar).
 *
 * `calendar_feeds`: at most one row per user (the key). `token_hash` is the SHA-256 of the token in
 * the address, unique, so the public feed is found by the hash alone and a copy of the database
 * opens no feed. The token itself is an HMAC of the user and `nonce` under the server's secret:
 * the server can show the address again without storing it, and a new nonce (regenerating)
 * makes a new token, after which the old address finds nothing. The row goes with its user.
 */
export function calendarFeeds(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('calendar_feeds_token_hash_idx').on('calendar_feeds').column('token_hash').unique().execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('calendar_feeds').ifExists().execute();
    },
  };
}
