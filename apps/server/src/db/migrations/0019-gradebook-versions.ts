import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * A number per class that changes whenever anything its gradebook shows changes, so a gradebook
 * written once can be sent again while the number is what it was (modules/gradebook/gradebook-cache.ts).
 * Triggers keep it on both engines whatever writes the rows (the API, a cascade from a deleted
 * user or assignment, an import, a restore): a submission's state, late flag, grade or draft grade;
 * an assignment added, removed, retitled, moved, given another due date or maximum; a member added,
 * removed or given another role; a student renamed; the class renamed. A student's answer, files
 * and feedback are not in the gradebook, so saving them changes nothing here.
 *
 * Each class has its row from its creation (a trigger on classes; the migration fills it for the
 * classes there are), and the triggers only ever UPDATE it: a cascade from a class being deleted
 * finds no row and does nothing. Being in the same transaction as the change, the new number is
 * committed with it, and read by the next request after the write was acknowledged.
 *
 * On PostgreSQL each change of a class's gradebook updates that class's one row, so concurrent
 * writes to one class (turn-ins) wait for each other's commit there; SQLite has one writer anyway.
 */

/** The tables whose rows carry a class_id and the columns of theirs a gradebook shows. */
const WATCHED = [
  { table: 'submissions', columns: ['state', 'late', 'grade', 'draft_grade', 'assignment_id', 'student_id', 'class_id'] },
  { table: 'assignments', columns: ['title', 'due_date', 'max_points', 'class_id'] },
  { table: 'class_members', columns: ['role', 'user_id', 'class_id'] },
] as const;

const bump = (classId: string) => `UPDATE gradebook_versions SET version = version + 1 WHERE class_id = ${classId};`;
const bumpClassesOfStudent = (userId: string) =>
  `UPDATE gradebook_versions SET version = version + 1 WHERE class_id IN (SELECT class_id FROM class_members WHERE user_id = ${userId} AND role = 'student');`;
const anyChanged = (columns: readonly string[], notEqual: string) => columns.map((c) => `OLD.${c} ${notEqual} NEW.${c}`).join(' OR ');

function sqliteStatements(): string[] {
  const perTable = WATCHED.flatMap(({ table, columns }) => [
    `CREATE TRIGGER ${table}_gradebook_insert AFTER INSERT ON ${table} BEGIN\n  ${bump('NEW.class_id')}\nEND`,
    `CREATE TRIGGER ${table}_gradebook_delete AFTER DELETE ON ${table} BEGIN\n  ${bump('OLD.class_id')}\nEND`,
    `CREATE TRIGGER ${table}_gradebook_update AFTER UPDATE OF ${columns.join(', ')} ON ${table} WHEN ${anyChanged(columns, 'IS NOT')} BEGIN\n  ${bump('OLD.class_id')}\n  ${bump('NEW.class_id')}\nEND`,
  ]);
  return [
    ...perTable,
    `CREATE TRIGGER users_gradebook_name AFTER UPDATE OF name ON users WHEN OLD.name IS NOT NEW.name BEGIN\n  ${bumpClassesOfStudent('NEW.id')}\nEND`,
    `CREATE TRIGGER classes_gradebook_insert AFTER INSERT ON classes BEGIN\n  INSERT INTO gradebook_versions (class_id, version) VALUES (NEW.id, 0);\nEND`,
    `CREATE TRIGGER classes_gradebook_name AFTER UPDATE OF name ON classes WHEN OLD.name IS NOT NEW.name BEGIN\n  ${bump('NEW.id')}\nEND`,
  ];
}

function postgresStatements(): string[] {
  const perTable = WATCHED.flatMap(({ table, columns }) => [
    `CREATE TRIGGER ${table}_gradebook_insert_delete AFTER INSERT OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION gradebook_touch()`,
    `CREATE TRIGGER ${table}_gradebook_update AFTER UPDATE OF ${columns.join(', ')} ON ${table} FOR EACH ROW WHEN (${anyChanged(columns, 'IS DISTINCT FROM')}) EXECUTE FUNCTION gradebook_touch()`,
  ]);
  return [
    `CREATE FUNCTION gradebook_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.class_id IS DISTINCT FROM NEW.class_id) THEN
    ${bump('OLD.class_id')}
  END IF;
  IF TG_OP <> 'DELETE' THEN
    ${bump('NEW.class_id')}
  END IF;
  RETURN NULL;
END $$`,
    ...perTable,
    `CREATE FUNCTION gradebook_touch_student() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${bumpClassesOfStudent('NEW.id')}
  RETURN NULL;
END $$`,
    `CREATE TRIGGER users_gradebook_name AFTER UPDATE OF name ON users FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION gradebook_touch_student()`,
    `CREATE FUNCTION gradebook_class() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gradebook_versions (class_id, version) VALUES (NEW.id, 0);
  ELSE
    ${bump('NEW.id')}
  END IF;
  RETURN NULL;
END $$`,
    `CREATE TRIGGER classes_gradebook_insert AFTER INSERT ON classes FOR EACH ROW EXECUTE FUNCTION gradebook_class()`,
    `CREATE TRIGGER classes_gradebook_name AFTER UPDATE OF name ON classes FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION gradebook_class()`,
  ];
}

const TRIGGERS: { name: string; table: string }[] = [
  ...WATCHED.flatMap(({ table }) => ['insert', 'delete', 'insert_delete', 'update'].map((suffix) => ({ name: `${table}_gradebook_${suffix}`, table }))),
  { name: 'users_gradebook_name', table: 'users' },
  { name: 'classes_gradebook_insert', table: 'classes' },
  { name: 'classes_gradebook_name', table: 'classes' },
];

export function gradebookVersions(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('gradebook_versions')
        .addColumn('class_id', 'text', (c) => c.primaryKey().references('classes.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`INSERT INTO gradebook_versions (class_id, version) SELECT id, 0 FROM classes`.execute(db);
      for (const statement of dialect === 'postgres' ? postgresStatements() : sqliteStatements()) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const { name, table } of TRIGGERS) {
        await sql.raw(dialect === 'postgres' ? `DROP TRIGGER IF EXISTS ${name} ON ${table}` : `DROP TRIGGER IF EXISTS ${name}`).execute(db);
      }
      if (dialect === 'postgres') {
        for (const fn of ['gradebook_touch', 'gradebook_touch_student', 'gradebook_class']) await sql.raw(`DROP FUNCTION IF EXISTS ${fn}()`).execute(db);
      }
      await db.schema.dropTable('gradebook_versions').ifExists().execute();
    },
  };
}
