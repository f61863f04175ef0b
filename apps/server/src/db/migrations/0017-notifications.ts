import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The outbox of things that happened, the notifications they made, and who wants which.
 *
 * `events`: one row per happening (an assignment posted, a comment, work turned in), written in
 * the same transaction as the change, so a crash after the commit delays the message, never loses
 * it. `id` only grows (an identity on PostgreSQL, AUTOINCREMENT on SQLite, so an id is never
 * reused): it is the SSE event id clients resume from. `audience` says who may hear of it:
 * `class` every member of `class_id` (and admins), `staff` its teachers, admins and the student
 * `user_id`, `user` that user alone. `changes` is JSON naming what changed (never its contents).
 * The notification columns (`notify_kind`, `subject_*`, `title`, `excerpt`, `link`) are what its
 * notifications say, stored once here rather than once per recipient. `published_at` is set once
 * the event went out to the server processes (modules/events/dispatcher.ts): rows still null are
 * sent again after a restart. `actor_id` is not a foreign key: the event stays when its actor's
 * account goes, and reads as "Someone".
 *
 * `notifications`: one row per recipient of an event, made by one INSERT ... SELECT in the same
 * transaction. `in_app` and `by_email` are the recipient's choice for the kind when it was made
 * (0/1): the bell lists `in_app` rows; an email deliverer reads `by_email` ones. Goes with its user
 * and its event (and so with the event's class).
 *
 * `notification_preferences`: a user's choice per kind; no row means the default (in app).
 *
 * `comments_*_author_idx`: who has commented on a material or an assignment, read as a loose index
 * scan (one step per distinct author, modules/notifications/fan-out.ts): a comment's notification
 * must not read every earlier comment of a long thread. Partial, so each comment is in one of them.
 */
export function notifications(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  const bigId = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('events')
        .addColumn('id', bigId, (c) => (dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('cascade'))
        .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('class', 'staff', 'user')`))
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('actor_id', 'text')
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('notify_kind', 'text')
        .addColumn('subject_type', 'text')
        .addColumn('subject_id', 'text')
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('published_at', ts)
        .execute();
      // The dispatcher's question, answered from a tiny index: what has not gone out yet.
      await db.schema.createIndex('events_unpublished_idx').on('events').column('id').where(sql.ref('published_at'), 'is', null).execute();
      // A reconnecting stream's replay (its user's and its classes' events after an id), and the cascades.
      await db.schema.createIndex('events_user_idx').on('events').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('events_class_idx').on('events').columns(['class_id', 'id']).execute();
      // Pruning old events.
      await db.schema.createIndex('events_created_idx').on('events').column('created_at').execute();

      await db.schema
        .createTable('notifications')
        .addColumn('id', bigId, (c) => (dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('event_id', bigId, (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('in_app', 'integer', (c) => c.notNull())
        .addColumn('by_email', 'integer', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('read_at', ts)
        .execute();
      // The bell's list, newest first, a page at a time.
      await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
      // The unread count: only the unread rows of the bell are in it.
      await db.schema
        .createIndex('notifications_unread_idx')
        .on('notifications')
        .column('user_id')
        .where((eb) => eb.and([eb(sql.ref('in_app'), '=', 1), eb(sql.ref('read_at'), 'is', null)]))
        .execute();
      // What one event made (delivery to open streams), and the cascade from events.
      await db.schema.createIndex('notifications_event_idx').on('notifications').column('event_id').execute();

      for (const parent of ['material_id', 'assignment_id'] as const) {
        await db.schema
          .createIndex(`comments_${parent.replace('_id', '')}_author_idx`)
          .on('comments')
          .columns([parent, 'author_id'])
          .where(sql.ref(parent), 'is not', null)
          .execute();
      }

      await db.schema
        .createTable('notification_preferences')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('in_app', 'email', 'both', 'off')`))
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('notification_preferences').ifExists().execute();
      await db.schema.dropIndex('comments_material_author_idx').ifExists().execute();
      await db.schema.dropIndex('comments_assignment_author_idx').ifExists().execute();
      await db.schema.dropTable('notifications').ifExists().execute();
      await db.schema.dropTable('events').ifExists().execute();
    },
  };
}
