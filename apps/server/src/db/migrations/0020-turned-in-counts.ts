import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * `assignments.turned_in_count`: how many of the class's current students have turned the
 * assignment in (returned work included), the "12/30 turned in" of the teachers' lists and
 * dashboard. It was counted per item from the turned-in submissions alone, so a student who had
 * left the class still counted (31/30). Checking each one's membership in the list's statement
 * would cost a membership lookup per turned-in submission, ~1,400 for a page of 50 assignments
 * (+1.1 ms of SQLite on the large data set); kept here, reading it costs nothing.
 *
 * Triggers keep it exact on both engines whatever changes the rows: work turned in or taken back
 * (`turned_in_at` set or cleared), written or deleted, counted or not by the student's membership;
 * a student added to the class (their turned-in work counts again); cascades from a deleted user,
 * class or assignment. A membership removed or changed recounts the class's assignments from the
 * rows instead of subtracting the student's work: deleting a user deletes their memberships and
 * their submissions in one statement, and PostgreSQL fires both tables' AFTER triggers once both
 * are gone, so a submission's trigger finds no membership and a membership's finds no submission,
 * and neither would subtract (a recount sees what is left, whichever comes first). Removing a
 * student is rare next to turning in, which stays one indexed update.
 *
 * On PostgreSQL the triggers' names sort before the gradebook version's (migration 0019), so a
 * write locks the assignment before the class's version row, as an edit of the assignment does.
 */

/** The student's membership of the class: the submission counts only while it exists. */
const isStudent = (row: 'NEW' | 'OLD') =>
  `EXISTS (SELECT 1 FROM class_members m WHERE m.class_id = ${row}.class_id AND m.user_id = ${row}.student_id AND m.role = 'student')`;
const countWork = (row: 'NEW' | 'OLD', delta: '+' | '-') =>
  `UPDATE assignments SET turned_in_count = turned_in_count ${delta} 1 WHERE id = ${row}.assignment_id AND ${isStudent(row)};`;
/** Every assignment of the class the new student has turned in now counts them. */
const countNewStudent = (row: 'NEW') =>
  `UPDATE assignments SET turned_in_count = turned_in_count + 1 WHERE id IN (SELECT s.assignment_id FROM submissions s WHERE s.class_id = ${row}.class_id AND s.student_id = ${row}.user_id AND s.turned_in_at IS NOT NULL);`;

/** The turned-in submissions of the assignment `assignments` whose students are in its class now. */
const RECOUNT = `(
  SELECT count(*) FROM submissions s
  WHERE s.assignment_id = assignments.id AND s.turned_in_at IS NOT NULL
    AND EXISTS (SELECT 1 FROM class_members m WHERE m.class_id = s.class_id AND m.user_id = s.student_id AND m.role = 'student'))`;
/** The class's assignments counted again from the rows; `onlyCounted`: those a removal can lower (a count above 0). */
const recountClass = (classId: string, onlyCounted: boolean) =>
  `UPDATE assignments SET turned_in_count = ${RECOUNT} WHERE class_id = ${classId}${onlyCounted ? ' AND turned_in_count > 0' : ''};`;

const WORK_MOVES = ['turned_in_at', 'assignment_id', 'class_id', 'student_id'];
const MEMBER_MOVES = ['role', 'class_id', 'user_id'];
const workChanged = (notEqual: string) =>
  [`(OLD.turned_in_at IS NULL) ${notEqual} (NEW.turned_in_at IS NULL)`, ...WORK_MOVES.slice(1).map((c) => `OLD.${c} ${notEqual} NEW.${c}`)].join(' OR ');
const memberChanged = (notEqual: string) => MEMBER_MOVES.map((c) => `OLD.${c} ${notEqual} NEW.${c}`).join(' OR ');

function sqliteTriggers(): string[] {
  return [
    `CREATE TRIGGER submissions_count_turned_in_insert AFTER INSERT ON submissions WHEN NEW.turned_in_at IS NOT NULL BEGIN\n  ${countWork('NEW', '+')}\nEND`,
    `CREATE TRIGGER submissions_count_turned_in_delete AFTER DELETE ON submissions WHEN OLD.turned_in_at IS NOT NULL BEGIN\n  ${countWork('OLD', '-')}\nEND`,
    `CREATE TRIGGER submissions_count_turned_in_update AFTER UPDATE OF ${WORK_MOVES.join(', ')} ON submissions WHEN ${workChanged('IS NOT')} BEGIN
  UPDATE assignments SET turned_in_count = turned_in_count - 1 WHERE OLD.turned_in_at IS NOT NULL AND id = OLD.assignment_id AND ${isStudent('OLD')};
  UPDATE assignments SET turned_in_count = turned_in_count + 1 WHERE NEW.turned_in_at IS NOT NULL AND id = NEW.assignment_id AND ${isStudent('NEW')};
END`,
    `CREATE TRIGGER class_members_count_turned_in_insert AFTER INSERT ON class_members WHEN NEW.role = 'student' BEGIN\n  ${countNewStudent('NEW')}\nEND`,
    `CREATE TRIGGER class_members_count_turned_in_delete AFTER DELETE ON class_members WHEN OLD.role = 'student' BEGIN\n  ${recountClass('OLD.class_id', true)}\nEND`,
    `CREATE TRIGGER class_members_count_turned_in_update AFTER UPDATE OF ${MEMBER_MOVES.join(', ')} ON class_members WHEN ${memberChanged('IS NOT')} BEGIN
  ${recountClass('OLD.class_id', false)}
  ${recountClass('NEW.class_id', false)}
END`,
  ];
}

function postgresTriggers(): string[] {
  return [
    `CREATE FUNCTION submissions_count_turned_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.turned_in_at IS NOT NULL THEN
    ${countWork('OLD', '-')}
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.turned_in_at IS NOT NULL THEN
    ${countWork('NEW', '+')}
  END IF;
  RETURN NULL;
END $$`,
    `CREATE TRIGGER submissions_count_turned_in_insert_delete AFTER INSERT OR DELETE ON submissions FOR EACH ROW EXECUTE FUNCTION submissions_count_turned_in()`,
    `CREATE TRIGGER submissions_count_turned_in_update AFTER UPDATE OF ${WORK_MOVES.join(', ')} ON submissions FOR EACH ROW WHEN (${workChanged('IS DISTINCT FROM')}) EXECUTE FUNCTION submissions_count_turned_in()`,
    `CREATE FUNCTION class_members_count_turned_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.role = 'student' THEN
      ${countNewStudent('NEW')}
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.role = 'student' THEN
      ${recountClass('OLD.class_id', true)}
    END IF;
  ELSE
    ${recountClass('OLD.class_id', false)}
    IF NEW.class_id IS DISTINCT FROM OLD.class_id THEN
      ${recountClass('NEW.class_id', false)}
    END IF;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE TRIGGER class_members_count_turned_in_insert_delete AFTER INSERT OR DELETE ON class_members FOR EACH ROW EXECUTE FUNCTION class_members_count_turned_in()`,
    `CREATE TRIGGER class_members_count_turned_in_update AFTER UPDATE OF ${MEMBER_MOVES.join(', ')} ON class_members FOR EACH ROW WHEN (${memberChanged('IS DISTINCT FROM')}) EXECUTE FUNCTION class_members_count_turned_in()`,
  ];
}

/** Sets every assignment's count from the rows as they are (the migration's backfill, and a repair). */
export const RECOUNT_TURNED_IN = `UPDATE assignments SET turned_in_count = ${RECOUNT}`;

const TRIGGERS = {
  sqlite: ['insert', 'delete', 'update'].flatMap((suffix) => [`submissions_count_turned_in_${suffix}`, `class_members_count_turned_in_${suffix}`]),
  postgres: ['insert_delete', 'update'].flatMap((suffix) => [`submissions_count_turned_in_${suffix}`, `class_members_count_turned_in_${suffix}`]),
};

export function turnedInCounts(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('assignments').addColumn('turned_in_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await sql.raw(RECOUNT_TURNED_IN).execute(db);
      for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const name of TRIGGERS[dialect]) {
        const table = name.startsWith('submissions') ? 'submissions' : 'class_members';
        await sql.raw(dialect === 'postgres' ? `DROP TRIGGER IF EXISTS ${name} ON ${table}` : `DROP TRIGGER IF EXISTS ${name}`).execute(db);
      }
      if (dialect === 'postgres') {
        for (const fn of ['submissions_count_turned_in', 'class_members_count_turned_in']) await sql.raw(`DROP FUNCTION IF EXISTS ${fn}()`).execute(db);
      }
      await db.schema.alterTable('assignments').dropColumn('turned_in_count').execute();
    },
  };
}
