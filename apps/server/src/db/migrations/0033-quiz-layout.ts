import { sql, type Kysely } from 'kysely';

/** How the player shows a quiz (issue 36): `all` items on one page (as before), or `one` item per screen. */
export function quizLayout() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('quizzes')
        .addColumn('layout', 'text', (c) => c.notNull().defaultTo('all').check(sql`layout in ('all', 'one')`))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('quizzes').dropColumn('layout').execute();
    },
  };
}
