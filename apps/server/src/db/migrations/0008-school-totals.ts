import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * SQLite only: the whole school's dashboard counts in one row (`school_totals`), kept by triggers on
 * the class rows' own counters (migration 0004). An admin's dashboard summed the counters of every
 * class row per request (1,000 rows, ~110-170 us on the reader thread, the only full pass on a hot
 * path); now it reads one row. Exact in the transaction of every change: a class created or
 * deleted, and every move of its counters (which the content and membership triggers make on each
 * insert, delete, move and cascade). On PostgreSQL one row updated by every content write in the
 * school would make all writers queue for its lock, so it keeps summing the class rows.
 */

const TRIGGERS = [
  `CREATE TRIGGER school_totals_class_insert AFTER INSERT ON classes BEGIN
  UPDATE school_totals SET classes = classes + 1, assignments = assignments + NEW.assignments_count,
    materials = materials + NEW.materials_count, students = students + NEW.students_count;
END`,
  // Deleting a class deletes its row before its topics, materials and memberships cascade, so their
  // triggers find no class row to update: OLD holds the counts that leave with it.
  `CREATE TRIGGER school_totals_class_delete AFTER DELETE ON classes BEGIN
  UPDATE school_totals SET classes = classes - 1, assignments = assignments - OLD.assignments_count,
    materials = materials - OLD.materials_count, students = students - OLD.students_count;
END`,
  `CREATE TRIGGER school_totals_counters AFTER UPDATE OF assignments_count, materials_count, students_count ON classes BEGIN
  UPDATE school_totals SET assignments = assignments + NEW.assignments_count - OLD.assignments_count,
    materials = materials + NEW.materials_count - OLD.materials_count, students = students + NEW.students_count - OLD.students_count;
END`,
];

/** Sets the row from the class rows as they are (the migration's backfill). */
const RECOUNT_SCHOOL_TOTALS = `UPDATE school_totals SET
  classes = (SELECT count(*) FROM classes),
  assignments = (SELECT coalesce(sum(assignments_count), 0) FROM classes),
  materials = (SELECT coalesce(sum(materials_count), 0) FROM classes),
  students = (SELECT coalesce(sum(students_count), 0) FROM classes)`;

export function schoolTotals(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      await sql`CREATE TABLE school_totals (
        id integer PRIMARY KEY CHECK (id = 1),
        classes integer NOT NULL DEFAULT 0,
        assignments integer NOT NULL DEFAULT 0,
        materials integer NOT NULL DEFAULT 0,
        students integer NOT NULL DEFAULT 0
      )`.execute(db);
      await sql`INSERT INTO school_totals (id) VALUES (1)`.execute(db);
      await sql.raw(RECOUNT_SCHOOL_TOTALS).execute(db);
      for (const trigger of TRIGGERS) await sql.raw(trigger).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      for (const name of ['insert', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS school_totals_class_${name}`).execute(db);
      await sql`DROP TRIGGER IF EXISTS school_totals_counters`.execute(db);
      await sql`DROP TABLE IF EXISTS school_totals`.execute(db);
    },
  };
}
