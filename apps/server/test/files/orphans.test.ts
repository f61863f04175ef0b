import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { sweepFiles, ORPHAN_BLOB_GRACE_MS, UNATTACHED_GRACE_MS } from '../../src/modules/files/sweep';
import { createTestContext, type TestContext } from '../context';
import type { TestUser } from '../factories';
import { addFile, fileScene, leftovers, uploaded } from './helpers';
import { pdf } from './samples';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof fileScene>>;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await fileScene(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const del = (url: string, user: TestUser) => ctx.request({ method: 'DELETE', url, token: user.token });

/** A topic with a material and an assignment, each with two files, in a class of its own. */
async function content(classId = s.classId) {
  const topic = await ctx.factories.topic(classId);
  const material = await ctx.factories.material(topic.id);
  const assignment = await ctx.factories.assignment(topic.id);
  const files = [
    await addFile(ctx, classId, { materialId: material.id }),
    await addFile(ctx, classId, { materialId: material.id }),
    await addFile(ctx, classId, { assignmentId: assignment.id }),
    await addFile(ctx, classId, { assignmentId: assignment.id }),
  ];
  return { topicId: topic.id, materialId: material.id, assignmentId: assignment.id, files };
}

/** After the jobs the request queued have run: exactly `expected` rows and blobs are left. */
async function expectLeft(expected: string[]) {
  await ctx.app.jobs.idle();
  await ctx.app.jobs.runDue();
  const left = await leftovers(ctx);
  expect(left.rows).toEqual([...expected].sort());
  expect(left.blobs).toEqual([...expected].sort());
}

describe('deleting releases the files', () => {
  it('of a material, of an assignment, of a topic, of a class, and the unattached uploads of a user', async () => {
    const kept = await content();
    const a = await content();
    await expectLeft([...kept.files, ...a.files]);

    expect((await del(`/api/materials/${a.materialId}`, s.teacher)).statusCode).toBe(200);
    await expectLeft([...kept.files, ...a.files.slice(2)]);

    expect((await del(`/api/assignments/${a.assignmentId}`, s.teacher)).statusCode).toBe(200);
    await expectLeft(kept.files);

    const b = await content();
    expect((await del(`/api/topics/${b.topicId}`, s.teacher)).statusCode).toBe(200);
    await expectLeft(kept.files);

    // No route deletes a class: the cascade is what any deletion of one does.
    const other = await ctx.factories.klass({ teachers: [s.teacher.id] });
    await content(other.id);
    await uploaded(ctx, s.teacher, other.id, 'pending.pdf', pdf());
    await ctx.db.kysely.deleteFrom('classes').where('id', '=', other.id).execute();
    await expectLeft(kept.files);

    const leaver = await ctx.factories.user('teacher');
    await ctx.db.kysely.insertInto('class_members').values({ class_id: s.classId, user_id: leaver.id, role: 'teacher', created_at: new Date().toISOString() }).execute();
    const theirs = await content();
    const pending = await uploaded(ctx, leaver, s.classId, 'draft.pdf', pdf());
    await expectLeft([...kept.files, ...theirs.files, pending]);
    expect((await del(`/api/users/${leaver.id}`, s.admin)).statusCode).toBe(200);
    // Attached files stay with their material and assignment; the pending upload goes.
    await expectLeft([...kept.files, ...theirs.files]);
  });
});

describe('the sweep', () => {
  it('deletes unattached uploads past the grace period and blobs without a row, and nothing else', async () => {
    const before = await leftovers(ctx);
    const pending = await uploaded(ctx, s.teacher, s.classId, 'forgotten.pdf', pdf());
    // A blob whose row never came: the process died between the two.
    const orphan = newId();
    await ctx.blobs.store.put(orphan, Readable.from([Buffer.from('orphan')]));
    const now = Date.now();
    expect(await sweepFiles(ctx.db.kysely, ctx.blobs.store, new Date(now + ORPHAN_BLOB_GRACE_MS / 2))).toEqual({ unattached: 0, orphanBlobs: 0 });
    expect(await sweepFiles(ctx.db.kysely, ctx.blobs.store, new Date(now + ORPHAN_BLOB_GRACE_MS + 60_000))).toEqual({ unattached: 0, orphanBlobs: 1 });
    expect(await sweepFiles(ctx.db.kysely, ctx.blobs.store, new Date(now + UNATTACHED_GRACE_MS + 60_000))).toEqual({ unattached: 1, orphanBlobs: 0 });
    await expectLeft(before.rows);
    expect((await leftovers(ctx)).rows).not.toContain(pending);
  });

  it('runs a deletion queued before a crash when the next process starts', async () => {
    const id = await addFile(ctx, s.classId, {});
    // The row's deletion commits (queuing its blob), and the process dies before the job runs.
    await ctx.db.kysely.deleteFrom('files').where('id', '=', id).execute();
    expect(await ctx.blobs.keys()).toContain(id);
    expect(await ctx.db.kysely.selectFrom('jobs').select('payload').where('payload', '=', id).execute()).toHaveLength(1);
    await ctx.app.jobs.runDue();
    expect(await ctx.blobs.keys()).not.toContain(id);
    expect(await ctx.db.kysely.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });
});
