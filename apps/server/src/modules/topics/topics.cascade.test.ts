import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { countRows, openContentScene, type ContentScene, type Send } from './content.test-support';

let ctx: TestContext;
let s: ContentScene;
let send: Send;

beforeAll(async () => {
  ({ ctx, s, send } = await openContentScene());
});
afterAll(() => ctx.close());

/** A topic with two materials and two assignments, each with two comments. */
async function filledTopic() {
  const f = ctx.factories;
  const topic = await f.topic(s.classId);
  const materials = [await f.material(topic.id), await f.material(topic.id)];
  const assignments = [await f.assignment(topic.id), await f.assignment(topic.id)];
  for (const m of materials) for (const authorId of [s.student.id, s.teacher.id]) await f.comment({ material: m.id }, { authorId });
  for (const a of assignments) for (const authorId of [s.student.id, null]) await f.comment({ assignment: a.id }, { authorId });
  return { topic, materials, assignments };
}

async function contentCounts(t: Awaited<ReturnType<typeof filledTopic>>) {
  return {
    topic: await countRows(ctx, 'topics', 'id', t.topic.id),
    materials: await countRows(ctx, 'materials', 'topic_id', t.topic.id),
    assignments: await countRows(ctx, 'assignments', 'topic_id', t.topic.id),
    comments:
      (await countRows(ctx, 'comments', 'material_id', t.materials[0]!.id)) +
      (await countRows(ctx, 'comments', 'material_id', t.materials[1]!.id)) +
      (await countRows(ctx, 'comments', 'assignment_id', t.assignments[0]!.id)) +
      (await countRows(ctx, 'comments', 'assignment_id', t.assignments[1]!.id)),
  };
}

/** Makes every delete of a topic row fail inside the database, after the contents were already deleted. */
async function blockTopicDeletes(): Promise<() => Promise<void>> {
  const db = ctx.db.kysely;
  if (ctx.db.dialect === 'sqlite') {
    await sql`CREATE TRIGGER block_topic_delete BEFORE DELETE ON topics BEGIN SELECT RAISE(ABORT, 'blocked'); END`.execute(db);
    return async () => void (await sql`DROP TRIGGER block_topic_delete`.execute(db));
  }
  await sql`CREATE FUNCTION block_topic_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'blocked'; END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER block_topic_delete BEFORE DELETE ON topics FOR EACH ROW EXECUTE FUNCTION block_topic_delete()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER block_topic_delete ON topics`.execute(db);
    await sql`DROP FUNCTION block_topic_delete()`.execute(db);
  };
}

describe('deleting a topic', () => {
  it('deletes its materials, assignments and all their comments, and leaves other topics alone', async () => {
    const doomed = await filledTopic();
    const kept = await filledTopic();
    expect(await contentCounts(doomed)).toEqual({ topic: 1, materials: 2, assignments: 2, comments: 8 });

    const res = await send('DELETE', `/api/topics/${doomed.topic.id}`, s.teacher);
    expect(res.statusCode).toBe(200);

    expect(await contentCounts(doomed)).toEqual({ topic: 0, materials: 0, assignments: 0, comments: 0 });
    expect(await contentCounts(kept)).toEqual({ topic: 1, materials: 2, assignments: 2, comments: 8 });
    for (const m of doomed.materials) expect((await send('GET', `/api/materials/${m.id}`, s.admin)).statusCode).toBe(404);
    for (const a of doomed.assignments) expect((await send('GET', `/api/assignments/${a.id}`, s.admin)).statusCode).toBe(404);
    const listed = await send('GET', `/api/classes/${s.classId}/topics`, s.student);
    expect(listed.json().map((t: { _id: string }) => t._id)).not.toContain(doomed.topic.id);
    expect(listed.json().map((t: { _id: string }) => t._id)).toContain(kept.topic.id);
  });

  it('is one transaction: when the last step fails, nothing is deleted', async () => {
    const topic = await filledTopic();
    const unblock = await blockTopicDeletes();
    try {
      const res = await send('DELETE', `/api/topics/${topic.topic.id}`, s.admin);
      expect(res.statusCode).toBe(500);
    } finally {
      await unblock();
    }
    expect(await contentCounts(topic)).toEqual({ topic: 1, materials: 2, assignments: 2, comments: 8 });
  });
});
