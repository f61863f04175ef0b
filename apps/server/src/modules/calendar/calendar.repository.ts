import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { CalendarFeedsTable, Database } from '../../db/schema';
import { SCHOOL_DEFAULT_LOCALE_KEY } from '../school-settings/school-settings.repository';

export async function findFeedOfUser(db: Kysely<Database>, userId: string): Promise<CalendarFeedsTable | undefined> {
  return db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The user's one feed, new or replacing the old one (whose token then finds nothing). */
export async function saveFeed(db: Kysely<Database>, row: CalendarFeedsTable): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token_hash: row.token_hash, nonce: row.nonce, created_at: row.created_at }))
    .execute();
}

/**
 * What a feed shows, in one statement: no row at all for an unknown hash or a deactivated user
 * (the same 404, by the same path), else each assignment of every class the user is a member of
 * (taught or enrolled) with when it last changed and its class's name: enough to tell whether the
 * text of its event written earlier still holds (event-cache.ts). By class, then soonest due
 * first (the index's order; calendars sort for themselves). Each step is an index lookup: the feed
 * by its unique hash, the user by id, the memberships by (user_id, role, class_id), each class
 * once by id, its assignments by (class_id, due_date, id). Left joins, so a feed with no
 * assignments still finds its one row. Admins belong to no class: their feed is empty. An
 * archived class (migration 0022) joins as nulls: its assignments leave the calendar.
 */
export const feedStamps = preparedQuery((db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .leftJoin('class_members', 'class_members.user_id', 'calendar_feeds.user_id')
    .leftJoin('classes', (join) => join.onRef('classes.id', '=', 'class_members.class_id').on('classes.archived_at', 'is', null))
    .leftJoin('assignments', 'assignments.class_id', 'classes.id')
    // The feed's own words are in its owner's language, else the school's: its row by primary key,
    // a literal (the statement's one parameter stays the token's hash), no extra statement.
    .leftJoin('school_settings', (join) => join.on('school_settings.key', '=', sql.lit(SCHOOL_DEFAULT_LOCALE_KEY)))
    .select(['assignments.id', 'assignments.updated_at', 'classes.name as class_name', 'users.locale as owner_locale', 'school_settings.value as school_locale'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('users.deactivated_at', 'is', null),
);

/** Chunks that stay under both engines' bound-parameter limits. */
const IDS_PER_READ = 500;

/** The rest of what events show, for the assignments whose text is not cached: by primary key. */
export async function assignmentsForEvents(db: Kysely<Database>, ids: readonly string[]) {
  const rows = [];
  for (let at = 0; at < ids.length; at += IDS_PER_READ) {
    rows.push(
      ...(await db
        .selectFrom('assignments')
        .select(['id', 'title', 'due_date', 'updated_at', 'class_id', 'topic_id'])
        .where('id', 'in', ids.slice(at, at + IDS_PER_READ))
        .execute()),
    );
  }
  return rows;
}
