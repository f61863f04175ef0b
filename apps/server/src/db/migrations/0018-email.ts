import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Email (modules/email): what was emailed, each user's choice of immediate email or a daily
 * digest, and the deliverer's state per recipient.
 *
 * `notifications.emailed_at`: set once a notification with `by_email = 1` is done with by email,
 * in the transaction that follows the SMTP server's acceptance of the email carrying it (or when it
 * waited longer than a week, email not being set up meanwhile: it is no longer worth an email). The
 * partial index holds the rows still to email, so the deliverer's questions read only those.
 *
 * `email_settings`: a user's choice of `immediate` (the default when there is no row) or `daily`.
 *
 * `email_deliveries`: the deliverer's bookkeeping per recipient, this instance's alone (not in the
 * school archive): failed attempts in a row and when to try again (exponential backoff), a lease
 * (`lease_until`) that one server process takes before sending so two never send the same email,
 * when the last digest and the last email went, and the last failure for the admin to see.
 */
export function email(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('notifications').addColumn('emailed_at', ts).execute();
      await db.schema
        .createIndex('notifications_email_pending_idx')
        .on('notifications')
        .columns(['user_id', 'id'])
        .where((eb) => eb.and([eb(sql.ref('by_email'), '=', 1), eb(sql.ref('emailed_at'), 'is', null)]))
        .execute();

      await db.schema
        .createTable('email_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('digest', 'text', (c) => c.notNull().check(sql`digest in ('immediate', 'daily')`))
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('email_deliveries')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('retry_at', ts)
        .addColumn('lease_until', ts)
        .addColumn('last_digest_at', ts)
        .addColumn('last_sent_at', ts)
        .addColumn('last_error', 'text')
        .addColumn('failed_at', ts)
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('email_deliveries').ifExists().execute();
      await db.schema.dropTable('email_settings').ifExists().execute();
      await db.schema.dropIndex('notifications_email_pending_idx').ifExists().execute();
      await db.schema.alterTable('notifications').dropColumn('emailed_at').execute();
    },
  };
}
