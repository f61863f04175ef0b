import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail } from '@lyceum/shared/classes';
import type { ClassworkItem } from '@lyceum/shared/class-classwork';
import type { Material } from '@lyceum/shared/materials';
import { FILE_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../context';
import { fileScene, leftovers, uploaded } from './helpers';
import { pdf } from './samples';

/** 0.000002 GB is 2,147 bytes: room for a 1,000-byte file and one copy of it, not two. */
const QUOTA_GB = '0.000002';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof fileScene>>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { STORAGE_QUOTA_GB: QUOTA_GB } });
  s = await fileScene(ctx);
});
afterAll(() => ctx.close());

const thousandBytes = () => {
  const base = pdf('copied');
  return Buffer.concat([base, Buffer.alloc(1000 - base.length, 0x20)]);
};

describe('copying a class with files, on each storage backend', () => {
  it('copies the bytes under the copy\'s own file, and refuses a copy past the quota leaving nothing behind', async () => {
    const data = thousandBytes();
    const file = await uploaded(ctx, s.teacher, s.classId, 'notes.pdf', data);
    const made = await ctx.request({ method: 'POST', url: '/api/materials', token: s.teacher.token, payload: { topic: s.topicId, title: 'Notes', content: '<p>Notes</p>', attachments: [{ kind: 'file', file }] } });
    expect(made.statusCode).toBe(201);

    const copied = await ctx.request({ method: 'POST', url: `/api/classes/${s.classId}/copy`, token: s.teacher.token, payload: {} });
    expect(copied.statusCode).toBe(201);
    const classId = (copied.json() as ClassDetail)._id;
    const [item] = (await ctx.request({ method: 'GET', url: `/api/classes/${classId}/classwork`, token: s.teacher.token })).json() as ClassworkItem[];
    const material = (await ctx.request({ method: 'GET', url: `/api/materials/${item?._id ?? ''}`, token: s.teacher.token })).json() as Material;
    const [attachment] = material.attachments;
    if (attachment?.kind !== 'file') throw new Error('no file on the copy');
    expect(attachment._id).not.toBe(file);
    expect(Buffer.concat(await (await ctx.blobs.store.read(attachment._id)).toArray())).toEqual(data);

    const before = { stored: await leftovers(ctx), classes: (await ctx.db.kysely.selectFrom('classes').select('id').execute()).length };
    const refused = await ctx.request({ method: 'POST', url: `/api/classes/${s.classId}/copy`, token: s.teacher.token, payload: { name: 'One too many' } });
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ message: FILE_MSG.storageFull(0.000002) });
    expect({ stored: await leftovers(ctx), classes: (await ctx.db.kysely.selectFrom('classes').select('id').execute()).length }).toEqual(before);
  });
});
