import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '@lyceum/shared/dashboard';
import { FILE_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../context';
import { fileScene, leftovers, upload } from './helpers';
import { pdf } from './samples';

/** 0.000002 GB is 2,147 bytes: room for two 1,000-byte files. */
const QUOTA_GB = '0.000002';
const QUOTA_BYTES = Math.floor(0.000002 * 1024 ** 3);

let ctx: TestContext;
let s: Awaited<ReturnType<typeof fileScene>>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { STORAGE_QUOTA_GB: QUOTA_GB } });
  s = await fileScene(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const thousandBytes = () => {
  const base = pdf();
  return Buffer.concat([base, Buffer.alloc(1000 - base.length, 0x20)]);
};

const storageOf = async (token: string) => dashboardSchema.parse((await ctx.request({ method: 'GET', url: '/api/dashboard', token })).json()).stats.storage;

describe('STORAGE_QUOTA_GB', () => {
  it('takes files while they fit, then answers 507 naming the quota, keeping nothing; a deleted file makes room', async () => {
    const first = await upload(ctx, s.teacher, s.classId, [{ filename: 'a.pdf', data: thousandBytes() }]);
    const second = await upload(ctx, s.teacher, s.classId, [{ filename: 'b.pdf', data: thousandBytes() }]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await storageOf(s.admin.token)).toEqual({ usedBytes: 2000, quotaBytes: QUOTA_BYTES });

    const before = await leftovers(ctx);
    const third = await upload(ctx, s.teacher, s.classId, [{ filename: 'c.pdf', data: thousandBytes() }]);
    expect(third.statusCode).toBe(507);
    expect(third.json()).toEqual({ message: FILE_MSG.storageFull(0.000002) });
    expect(await leftovers(ctx)).toEqual(before);

    await ctx.request({ method: 'DELETE', url: `/api/files/${first.json()._id}`, token: s.teacher.token });
    expect(await storageOf(s.admin.token)).toEqual({ usedBytes: 1000, quotaBytes: QUOTA_BYTES });
    expect((await upload(ctx, s.teacher, s.classId, [{ filename: 'c.pdf', data: thousandBytes() }])).statusCode).toBe(201);
  });

  it('shows the storage to admins only', async () => {
    expect(await storageOf(s.teacher.token)).toBeUndefined();
    expect(await storageOf(s.student.token)).toBeUndefined();
  });
});
