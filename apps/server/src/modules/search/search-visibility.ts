import { sql, type RawBuilder } from 'kysely';
import type { AuthUser } from '../../types';

/** Who searches: the parts of the caller the statements read (an id may be a prepared statement's marker). */
export type Searcher = Pick<AuthUser, 'id' | 'role'>;

/**
 * The classes whose documents the caller may find, live or archived (null: no bound, an admin's
 * live ones): a teacher's taught classes, a student's classes (never archived ones). They only
 * narrow the index lookup (migration 0023, `scope`); visibleTo() below is what decides.
 */
export function classesOf(actor: Searcher, archived: boolean): RawBuilder<unknown> | null {
  if (actor.role === 'admin') return archived ? sql`SELECT id AS class_id FROM classes WHERE archived_at IS NOT NULL` : null;
  const state = archived ? sql`IS NOT NULL` : sql`IS NULL`;
  return sql`SELECT cm.class_id FROM class_members cm JOIN classes sc ON sc.id = cm.class_id AND sc.archived_at ${state} WHERE cm.user_id = ${actor.id} AND cm.role = ${actor.role}`;
}

/**
 * Who may see which documents, as SQL of the statement that finds them (never a filter applied
 * afterwards): an admin everything; a teacher what is in the classes they teach and the people in
 * those classes; a student what is in their classes that are not archived, and their teachers,
 * found by name only (spec section 6: students see teacher names, not emails). `people`: whether
 * people are found here at all, or the condition they must also meet. Reads `d` (search_docs) and
 * `c` (its class, left-joined).
 */
export function visibleTo(actor: Searcher, people: boolean | RawBuilder<unknown>): RawBuilder<unknown> {
  if (actor.role === 'admin') return sql`1 = 1`;
  const student = actor.role === 'student';
  const myClasses = sql`SELECT cm.class_id FROM class_members cm WHERE cm.user_id = ${actor.id} AND cm.role = ${actor.role}`;
  const content = sql`(d.kind <> 'person' AND d.class_id IN (${myClasses})${student ? sql` AND c.archived_at IS NULL` : sql``})`;
  if (people === false) return content;
  const them = student
    ? sql`SELECT them.user_id FROM class_members me JOIN class_members them ON them.class_id = me.class_id AND them.role = 'teacher'
          JOIN classes mc ON mc.id = me.class_id AND mc.archived_at IS NULL
          WHERE me.user_id = ${actor.id} AND me.role = 'student'`
    : sql`SELECT them.user_id FROM class_members me JOIN class_members them ON them.class_id = me.class_id WHERE me.user_id = ${actor.id} AND me.role = 'teacher'`;
  return sql`(${content}
    OR (d.kind = 'person' AND d.item_id IN (${them})
        AND EXISTS (SELECT 1 FROM users pu WHERE pu.id = d.item_id AND pu.deactivated_at IS NULL)${people === true ? sql`` : sql` AND ${people}`}))`;
}

/**
 * What a hit's link and labels need (search.repository.ts's SearchHit), read from `d` and `c` and
 * the joins of hitJoins. A person's shared class is looked up for people alone: as a bare
 * correlated subquery it opened its sorter on every row.
 */
export function hitColumns(actor: Searcher): RawBuilder<unknown> {
  const sharedClass =
    actor.role === 'admin'
      ? sql`NULL`
      : sql`CASE WHEN d.kind = 'person' THEN (SELECT me.class_id FROM class_members me JOIN class_members them ON them.class_id = me.class_id
          WHERE me.user_id = ${actor.id} AND them.user_id = d.item_id ORDER BY me.class_id LIMIT 1) END`;
  return sql`d.id, d.kind, d.item_id, d.class_id, d.title, d.body, c.name AS class_name, c.archived_at IS NOT NULL AS archived,
      COALESCE(m.topic_id, a.topic_id, tm.topic_id, ta.topic_id) AS topic_id,
      co.material_id, co.assignment_id, COALESCE(tm.title, ta.title) AS target_title, ${sharedClass} AS shared_class_id`;
}

/** The joins hitColumns reads, after `search_docs d` and `LEFT JOIN classes c`. */
export const hitJoins = sql`LEFT JOIN materials m ON d.kind = 'material' AND m.id = d.item_id
    LEFT JOIN assignments a ON d.kind = 'assignment' AND a.id = d.item_id
    LEFT JOIN comments co ON d.kind = 'comment' AND co.id = d.item_id
    LEFT JOIN materials tm ON tm.id = co.material_id
    LEFT JOIN assignments ta ON ta.id = co.assignment_id`;
