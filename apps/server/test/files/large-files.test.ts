import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '@lyceum/shared/messages';
import { testBackend } from '../blob-stores';
import { createTestContext, type TestContext } from '../context';
import { fileScene, leftovers, sha256, upload } from './helpers';

/**
 * Files of several S3 parts, through the real routes, on each backend: S3's multipart upload
 * (5 MiB parts, the smallest S3 allows) only starts past one part, so small test files never
 * reached it (every upload over 5 MB was a 500 on S3). The sizes sit on the part boundaries: one
 * full part, one byte over it, two parts and one byte; and a failure in the third part.
 */
const PART = 5 * 1024 * 1024;
const LIMIT_MB = 11;

let ctx: TestContext;
let s: Awaited<ReturnType<typeof fileScene>>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { MAX_UPLOAD_MB: String(LIMIT_MB) } });
  s = await fileScene(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/**
 * A PDF of exactly `size` bytes, random past its header: a part stored twice or out of order shows.
 * No byte is `<`: megabytes of random bytes now and then spell the start of a tag (`<svg`, `<?xml`),
 * which the upload's markup check rightly refuses, and this test is about parts, not markup.
 */
function bigPdf(size: number): Buffer {
  const bytes = randomBytes(size);
  for (let i = bytes.indexOf(0x3c); i !== -1; i = bytes.indexOf(0x3c, i + 1)) bytes[i] = 0x3d;
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

const get = (url: string, headers: Record<string, string> = {}) => ctx.request({ method: 'GET', url, headers, token: s.teacher.token });

describe(`files of several parts on the ${testBackend} backend`, () => {
  it.each([
    ['exactly one part', PART],
    ['one part and one byte', PART + 1],
    ['two parts and one byte', 2 * PART + 1],
  ])('stores %s, serves it whole and by ranges across the part boundaries byte for byte, and deletes it', async (_kind, size) => {
    const before = await leftovers(ctx);
    const bytes = bigPdf(size);
    const res = await upload(ctx, s.teacher, s.classId, [{ filename: 'scan.pdf', type: 'application/pdf', data: bytes }]);
    expect(res.statusCode, res.body).toBe(201);
    const { _id: id, size: answeredSize } = res.json<{ _id: string; size: number }>();
    expect(answeredSize).toBe(size);
    const listed = [];
    for await (const blob of ctx.blobs.store.list()) if (blob.key === id) listed.push(blob.size);
    expect(listed).toEqual([size]);

    const whole = await get(`/api/files/${id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(size));
    expect(sha256(whole.rawPayload)).toBe(sha256(bytes));
    const ranges: [string, number, number][] = [
      [`bytes=${PART - 2}-${PART + 1}`, PART - 2, Math.min(PART + 1, size - 1)],
      [`bytes=${Math.max(0, size - PART - 1)}-`, Math.max(0, size - PART - 1), size - 1],
      ['bytes=-1', size - 1, size - 1],
    ];
    for (const [range, start, end] of ranges) {
      const part = await get(`/api/files/${id}`, { range });
      expect([part.statusCode, part.headers['content-range']], range).toEqual([206, `bytes ${start}-${end}/${size}`]);
      expect(part.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }

    const deleted = await ctx.request({ method: 'DELETE', url: `/api/files/${id}`, token: s.teacher.token });
    expect(deleted.statusCode).toBe(200);
    await ctx.app.jobs.idle();
    expect(await leftovers(ctx)).toEqual(before);
  });

  it('answers 413 for one byte past the limit, found in the third part, keeping nothing', async () => {
    const before = await leftovers(ctx);
    const res = await upload(ctx, s.teacher, s.classId, [{ filename: 'scan.pdf', data: bigPdf(LIMIT_MB * 1024 * 1024 + 1) }]);
    expect([res.statusCode, res.json()]).toEqual([413, { message: FILE_MSG.tooLarge(LIMIT_MB) }]);
    expect(await leftovers(ctx)).toEqual(before);
  });

  it('answers 415 for "text" whose binary byte comes after the first part, keeping nothing', async () => {
    const before = await leftovers(ctx);
    const text = Buffer.alloc(PART + 1, 'a');
    text[PART] = 0;
    const res = await upload(ctx, s.teacher, s.classId, [{ filename: 'notes.txt', data: text }]);
    expect([res.statusCode, res.json()]).toEqual([415, { message: FILE_MSG.typeNotAllowed }]);
    expect(await leftovers(ctx)).toEqual(before);
  });
});
