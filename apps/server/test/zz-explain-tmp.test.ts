import { sql } from 'kysely';
import { it } from 'vitest';
import { createTestContext } from '/work/wt/quiz-api/apps/server/test/context';

it('plans', async () => {
  const ctx = await createTestContext();
  const k = ctx.db.kysely;
  const pg = ctx.db.dialect === 'postgres';
  if (pg) await sql`SET enable_seqscan = off`.execute(k);
  const queries = [
    sql`SELECT * FROM quiz_attempts WHERE assignment_id = 'a' AND student_id = 's' ORDER BY number`,
    sql`SELECT * FROM quiz_attempts WHERE assignment_id = 'a' ORDER BY student_id, number`,
    sql`SELECT * FROM quiz_attempts WHERE assignment_id = 'a' AND submitted_at IS NULL AND deadline_at < 'x'`,
    sql`SELECT * FROM quiz_answers WHERE attempt_id IN ('a', 'b') ORDER BY attempt_id, item_id`,
    sql`SELECT item FROM quiz_items WHERE assignment_id = 'a' ORDER BY position`,
    sql`SELECT * FROM quiz_attempts JOIN assignments ON assignments.id = quiz_attempts.assignment_id WHERE quiz_attempts.id = 'x'`,
    sql`SELECT * FROM assignments JOIN quizzes ON quizzes.assignment_id = assignments.id WHERE assignments.class_id = 'c' AND work_type = 'quiz' ORDER BY due_date DESC, assignments.id DESC`,
    sql`SELECT assignment_id, count(*) FROM quiz_items WHERE assignment_id IN ('a','b') GROUP BY assignment_id`,
    sql`DELETE FROM quiz_attempts WHERE student_id = 'u'`,
  ];
  for (const q of queries) {
    const plan = await (pg ? sql`EXPLAIN ${q}` : sql`EXPLAIN QUERY PLAN ${q}`).execute(k);
    console.log('----', q.compile(k).sql, '\n', plan.rows.map((r) => Object.values(r as object).join(' ')).join('\n'));
  }
  await ctx.close();
});
