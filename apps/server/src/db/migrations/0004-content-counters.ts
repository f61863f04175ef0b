import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Counters kept by the database itself: each topic's materials and assignments, each class's
 * teachers, students, materials and assignments. Lists show these numbers on every card (a class
 * page of 50, a class's topics, the dashboard's stats); counting them per request read ~1,750
 * membership index entries for one admin page of classes and two index ranges per topic.
 *
 * Triggers keep them exact on both engines whatever changes the rows: the API, a cascade from a
 * deleted class, topic or user, or a restore. Nothing in the server writes them. Every trigger
 * updates a topic before its class, so two writers lock rows in the same order (no deadlock).
 */
interface Counted {
  /** The table whose rows are counted. */
  table: 'materials' | 'assignments' | 'class_members';
  /** For each parent counter: the parent table, its counter column, and the child's key to it. */
  /** `role`: only the rows with this role count (a class's teachers, its students). */
  counters: { parent: 'topics' | 'classes'; column: string; key: string; role?: 'teacher' | 'student' }[];
  /** Columns whose change moves a row from one counter to another. */
  moves: string[];
}

const COUNTED: Counted[] = [
  {
    table: 'materials',
    counters: [
      { parent: 'topics', column: 'materials_count', key: 'topic_id' },
      { parent: 'classes', column: 'materials_count', key: 'class_id' },
    ],
    moves: ['topic_id', 'class_id'],
  },
  {
    table: 'assignments',
    counters: [
      { parent: 'topics', column: 'assignments_count', key: 'topic_id' },
      { parent: 'classes', column: 'assignments_count', key: 'class_id' },
    ],
    moves: ['topic_id', 'class_id'],
  },
  {
    table: 'class_members',
    counters: [
      { parent: 'classes', column: 'teachers_count', key: 'class_id', role: 'teacher' },
      { parent: 'classes', column: 'students_count', key: 'class_id', role: 'student' },
    ],
    moves: ['class_id', 'role'],
  },
];

const COLUMNS = { topics: ['materials_count', 'assignments_count'], classes: ['teachers_count', 'students_count', 'materials_count', 'assignments_count'] } as const;

/** `UPDATE parent SET column = column ± 1 WHERE id = row.key`, for the rows the counter counts. */
function bump(counted: Counted, row: 'OLD' | 'NEW', delta: '+' | '-'): string {
  return counted.counters
    .map(({ parent, column, key, role }) => {
      const when = role ? ` AND ${row}.role = '${role}'` : '';
      return `UPDATE ${parent} SET ${column} = ${column} ${delta} 1 WHERE id = ${row}.${key}${when};`;
    })
    .join('\n  ');
}

const changed = (counted: Counted, notEqual: string) => counted.moves.map((c) => `OLD.${c} ${notEqual} NEW.${c}`).join(' OR ');

function sqliteTriggers(counted: Counted): string[] {
  const t = counted.table;
  return [
    `CREATE TRIGGER ${t}_counters_insert AFTER INSERT ON ${t} BEGIN\n  ${bump(counted, 'NEW', '+')}\nEND`,
    `CREATE TRIGGER ${t}_counters_delete AFTER DELETE ON ${t} BEGIN\n  ${bump(counted, 'OLD', '-')}\nEND`,
    `CREATE TRIGGER ${t}_counters_move AFTER UPDATE OF ${counted.moves.join(', ')} ON ${t} WHEN ${changed(counted, 'IS NOT')} BEGIN\n  ${bump(counted, 'OLD', '-')}\n  ${bump(counted, 'NEW', '+')}\nEND`,
  ];
}

function postgresTriggers(counted: Counted): string[] {
  const t = counted.table;
  return [
    `CREATE FUNCTION ${t}_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
  ${bump(counted, 'OLD', '-')}
  END IF;
  IF TG_OP <> 'DELETE' THEN
  ${bump(counted, 'NEW', '+')}
  END IF;
  RETURN NULL;
END $$`,
    `CREATE TRIGGER ${t}_counters_insert_delete AFTER INSERT OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION ${t}_counters()`,
    `CREATE TRIGGER ${t}_counters_move AFTER UPDATE OF ${counted.moves.join(', ')} ON ${t} FOR EACH ROW WHEN (${changed(counted, 'IS DISTINCT FROM')}) EXECUTE FUNCTION ${t}_counters()`,
  ];
}

/** Sets every counter from the rows as they are (the migration's backfill, and a repair). */
export function recountStatements(): string[] {
  return COUNTED.flatMap((counted) =>
    counted.counters.map(
      ({ parent, column, key, role }) =>
        `UPDATE ${parent} SET ${column} = (SELECT count(*) FROM ${counted.table} c WHERE c.${key} = ${parent}.id${role ? ` AND c.role = '${role}'` : ''})`,
    ),
  );
}

export function contentCounters(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, columns] of Object.entries(COLUMNS)) {
        for (const column of columns) {
          await db.schema.alterTable(table).addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
        }
      }
      for (const statement of recountStatements()) await sql.raw(statement).execute(db);
      for (const counted of COUNTED) {
        for (const statement of dialect === 'postgres' ? postgresTriggers(counted) : sqliteTriggers(counted)) {
          await sql.raw(statement).execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const counted of COUNTED) {
        const t = counted.table;
        if (dialect === 'postgres') {
          await sql.raw(`DROP TRIGGER IF EXISTS ${t}_counters_insert_delete ON ${t}`).execute(db);
          await sql.raw(`DROP TRIGGER IF EXISTS ${t}_counters_move ON ${t}`).execute(db);
          await sql.raw(`DROP FUNCTION IF EXISTS ${t}_counters()`).execute(db);
        } else {
          for (const suffix of ['insert', 'delete', 'move']) await sql.raw(`DROP TRIGGER IF EXISTS ${t}_counters_${suffix}`).execute(db);
        }
      }
      for (const [table, columns] of Object.entries(COLUMNS)) {
        for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
