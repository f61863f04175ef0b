import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../context';
import { addFile, fileScene, sha256, uploaded } from './helpers';
import { docx, pdf } from './samples';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof fileScene>>;
let materialId: string;
let fileId: string;
const BYTES = pdf('0123456789'.repeat(100));

beforeAll(async () => {
  ctx = await createTestContext();
  s = await fileScene(ctx);
  materialId = (await ctx.factories.material(s.topicId)).id;
  fileId = await addFile(ctx, s.classId, { materialId, data: BYTES, name: 'Übung 1.pdf', type: 'application/pdf' });
});
afterAll(async () => {
  await ctx.close();
});

/** As the student by default; null: no Authorization header. */
const get = (url: string, headers: Record<string, string> = {}, token: string | null = s.student.token) =>
  ctx.request({ method: 'GET', url, headers, ...(token ? { token } : {}) });

describe('GET /api/files/:id', () => {
  it('serves the stored type as an attachment, never sniffed, sandboxed, with the hash as ETag', async () => {
    const res = await get(`/api/files/${fileId}`);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(BYTES));
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(BYTES.length),
      'content-disposition': `attachment; filename="_bung 1.pdf"; filename*=UTF-8''%C3%9Cbung%201.pdf`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'accept-ranges': 'bytes',
      etag: `"${sha256(BYTES)}"`,
    });
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
  });

  it('previews inline only images and PDFs, framable by the app alone', async () => {
    const inline = await get(`/api/files/${fileId}?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    // Chrome will not start its PDF viewer in a sandboxed document: an inline PDF is the one exception.
    expect(inline.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    const image = await addFile(ctx, s.classId, { materialId, data: Buffer.from('not really a png'), name: 'lab.png', type: 'image/png' });
    const picture = await get(`/api/files/${image}?inline=1`);
    expect(picture.headers['content-disposition']).toMatch(/^inline; /);
    expect(picture.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'self'");
    const word = await addFile(ctx, s.classId, { materialId, data: docx(), name: 'essay.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect((await get(`/api/files/${word}?inline=1`)).headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 304 to If-None-Match with the ETag', async () => {
    const res = await get(`/api/files/${fileId}`, { 'if-none-match': `"${sha256(BYTES)}"` });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers and no body, without reading the file', async () => {
    const reads: string[] = [];
    const read = ctx.blobs.store.read.bind(ctx.blobs.store);
    ctx.blobs.store.read = (key, range) => {
      reads.push(key);
      return read(key, range);
    };
    try {
      const res = await ctx.request({ method: 'HEAD', url: `/api/files/${fileId}`, token: s.student.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(BYTES.length));
      expect(res.rawPayload.length).toBe(0);
      const part = await ctx.request({ method: 'HEAD', url: `/api/files/${fileId}`, token: s.student.token, headers: { range: 'bytes=0-9' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-length']).toBe('10');
      expect(reads).toEqual([]);
    } finally {
      ctx.blobs.store.read = read;
    }
  });

  describe('ranges', () => {
    const size = BYTES.length;
    it.each([
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, size - 1],
      ['bytes=-5', size - 5, size - 1],
      ['bytes=100-99999999', 100, size - 1],
      ['bytes=-99999999', 0, size - 1],
    ])('%s is a 206 of those bytes', async (range, start, end) => {
      const res = await get(`/api/files/${fileId}`, { range });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(BYTES.subarray(start, end + 1))).toBe(true);
    });

    it.each(['bytes=5-2', `bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=abc', 'bytes=-0', 'bytes=-', 'bytes=1-2-3'])(
      '%s is a 416 with the size in Content-Range',
      async (range) => {
        const res = await get(`/api/files/${fileId}`, { range });
        expect(res.statusCode).toBe(416);
        expect(res.headers['content-range']).toBe(`bytes */${size}`);
        expect(res.json()).toEqual({ message: FILE_MSG.badRange });
      },
    );

    it('sends the whole file for another unit, several ranges, or an If-Range that no longer matches', async () => {
      const whole: Record<string, string>[] = [{ range: 'items=0-1' }, { range: 'bytes=0-1,5-6' }, { range: 'bytes=0-9', 'if-range': '"stale"' }];
      for (const headers of whole) {
        const res = await get(`/api/files/${fileId}`, headers);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.length).toBe(size);
      }
      expect((await get(`/api/files/${fileId}`, { range: 'bytes=0-9', 'if-range': `"${sha256(BYTES)}"` })).statusCode).toBe(206);
    });
  });
});

describe('signed download URLs', () => {
  const signed = (userId: string, id = fileId, nowMs?: number) => ctx.app.downloadLinks.sign(id, userId, false, nowMs).url;

  it('work without a header for every caller who may read the file, and are the 404 of a missing file for the others', async () => {
    const expected = { admin: 200, teacher: 200, student: 200, otherTeacher: 404, outsider: 404 } as const;
    for (const [who, status] of Object.entries(expected)) {
      const user = s[who as keyof typeof expected];
      const res = await get(signed(user.id), {}, null);
      expect(res.statusCode, who).toBe(status);
      if (status === 404) expect(res.json()).toEqual({ message: FILE_MSG.notFound });
    }
  });

  it('are refused when expired, altered, for another file, or for a deleted user', async () => {
    const otherFile = await addFile(ctx, s.classId, { materialId });
    const gone = await ctx.factories.user('student');
    await ctx.factories.klass({ students: [gone.id] });
    const goneUrl = signed(gone.id);
    await ctx.db.kysely.deleteFrom('users').where('id', '=', gone.id).execute();
    const bad = [
      signed(s.student.id, fileId, Date.now() - 3 * 60 * 60 * 1000),
      signed(s.student.id).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      signed(s.student.id, otherFile).replace(otherFile, fileId),
      `/api/files/${fileId}?access=garbage`,
      goneUrl,
    ];
    for (const url of bad) {
      const res = await get(url, {}, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: FILE_MSG.badLink });
    }
  });

  it('check the reader again on every request: a student taken out of the class gets 404 with a link still fresh', async () => {
    const leaver = await ctx.factories.user('student');
    await ctx.db.kysely.insertInto('class_members').values({ class_id: s.classId, user_id: leaver.id, role: 'student', created_at: new Date().toISOString() }).execute();
    const url = signed(leaver.id);
    expect((await get(url, {}, null)).statusCode).toBe(200);
    await ctx.db.kysely.deleteFrom('class_members').where('user_id', '=', leaver.id).execute();
    expect((await get(url, {}, null)).statusCode).toBe(404);
  });

  it('give way to an Authorization header: the header\'s user is the one checked', async () => {
    const res = await get(signed(s.student.id), {}, s.outsider.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('an upload not attached yet', () => {
  it("is readable by its uploader and those who manage the class, not by the class's students", async () => {
    const id = await uploaded(ctx, s.teacher, s.classId, 'draft.pdf', pdf('draft'));
    expect((await get(`/api/files/${id}`, {}, s.teacher.token)).statusCode).toBe(200);
    expect((await get(`/api/files/${id}`, {}, s.admin.token)).statusCode).toBe(200);
    const student = await get(`/api/files/${id}`, {}, s.student.token);
    expect(student.statusCode).toBe(404);
    expect(student.json()).toEqual({ message: FILE_MSG.notFound });
  });
});
