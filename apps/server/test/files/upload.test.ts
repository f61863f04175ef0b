import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_TYPES } from '@lyceum/shared/file-types';
import { API_MSG, FILE_MSG } from '@lyceum/shared/messages';
import { uploadedFileSchema } from '@lyceum/shared/files';
import { createTestContext, type TestContext } from '../context';
import { fileScene, leftovers, sha256, upload } from './helpers';
import { docx, exe, gif, html, jpeg, multipart, pdf, png, wav, zip } from './samples';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof fileScene>>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { MAX_UPLOAD_MB: '1' } });
  s = await fileScene(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function download(url: string) {
  return ctx.request({ method: 'GET', url });
}

describe('POST /api/classes/:id/files', () => {
  it('stores a PDF for a teacher of the class: name, size, detected type, signed URLs; the bytes come back unchanged', async () => {
    const bytes = pdf('worksheet');
    const res = await upload(ctx, s.teacher, s.classId, [{ filename: 'Worksheet 1.pdf', type: 'application/pdf', data: bytes }]);
    expect(res.statusCode, res.body).toBe(201);
    const file = uploadedFileSchema.parse(res.json());
    expect(file).toMatchObject({ kind: 'file', name: 'Worksheet 1.pdf', size: bytes.length, type: 'application/pdf', class: s.classId });
    expect(file.url).toMatch(new RegExp(`^/api/files/${file._id}\\?access=\\d+\\.${s.teacher.id}\\.[\\w-]{43}$`));
    expect(file.previewUrl).toBe(`${file.url}&inline=1`);
    const row = await ctx.db.kysely.selectFrom('files').selectAll().where('id', '=', file._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ class_id: s.classId, material_id: null, assignment_id: null, uploaded_by: s.teacher.id, sha256: sha256(bytes) });
    const got = await download(file.url);
    expect(got.statusCode).toBe(200);
    expect(sha256(got.rawPayload)).toBe(sha256(bytes));
    expect(await ctx.blobs.keys()).toContain(file._id);
  });

  it.each([
    ['an image', 'photo.png', png(), 'image/png'],
    ['a Word document', 'essay.docx', docx(), ALLOWED_TYPES.docx?.type],
    ['a zip', 'project.zip', zip([['a.txt', 'hello']]), 'application/zip'],
    ['CSV text', 'marks.csv', 'name,mark\nAda,19\n', 'text/csv; charset=utf-8'],
    ['Markdown text', 'notes.md', '# Fractions\n\nHalf of ½ is ¼.\n', 'text/markdown; charset=utf-8'],
  ])('takes %s by its content (%s)', async (_kind, filename, data, type) => {
    const res = await upload(ctx, s.admin, s.classId, [{ filename, data: typeof data === 'string' ? Buffer.from(data) : data }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: filename, type, previewUrl: type === 'image/png' ? expect.any(String) : null });
  });

  it('answers 413 naming the limit past MAX_UPLOAD_MB, leaving no blob and no row', async () => {
    const before = await leftovers(ctx);
    const res = await upload(ctx, s.teacher, s.classId, [{ filename: 'big.pdf', data: pdf('x'.repeat(1024 * 1024)) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is larger than the upload limit of 1 MB' });
    expect(await leftovers(ctx)).toEqual(before);
  });

  it.each([
    ['a .pdf that is really HTML', 'report.pdf', html()],
    ['an executable', 'setup.exe', exe()],
    ['an executable named like a text file', 'notes.txt', exe()],
    ['binary bytes named .csv', 'data.csv', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe])],
    ['HTML named .txt', 'page.txt', Buffer.concat([html(), Buffer.from([0xc3, 0x28])])],
    ['text without an allowed extension', 'script.sh', Buffer.from('#!/bin/sh\nrm -rf /\n')],
  ])('answers 415 for %s, keeping nothing', async (_kind, filename, data) => {
    const before = await leftovers(ctx);
    const res = await upload(ctx, s.teacher, s.classId, [{ filename, type: 'application/pdf', data }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: FILE_MSG.typeNotAllowed });
    expect(await leftovers(ctx)).toEqual(before);
  });

  it('answers 400 for a zero-byte file, keeping nothing', async () => {
    const before = await leftovers(ctx);
    const res = await upload(ctx, s.teacher, s.classId, [{ filename: 'empty.pdf', data: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: FILE_MSG.empty });
    expect(await leftovers(ctx)).toEqual(before);
  });

  it('believes the content when the declared type, the extension and the bytes disagree, and makes the name agree', async () => {
    const res = await upload(ctx, s.teacher, s.classId, [{ filename: 'report.pdf', type: 'application/pdf', data: png() }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'report.pdf.png', type: 'image/png' });
  });

  it.each([
    // The multipart parser keeps only the last path segment; safeFileName's own unit test covers separators.
    ['../ in the name', '../../etc/passwd.png', 'passwd.png'],
    ['a NUL', 'a\u0000b.png', 'ab.png'],
    ['an RTL override', 'invoice\u202Egnp.exe', 'invoicegnp.exe.png'],
    ['only dots', '..', 'file.png'],
    ['backslashes and reserved characters', 'C:\\Users\\<me>?.png', '_me__.png'],
  ])('keeps a name with %s for display only, neutralised', async (_kind, filename, shown) => {
    const res = await upload(ctx, s.teacher, s.classId, [{ filename, data: png() }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe(shown);
  });

  it('shortens a 10,000-character name to 255 characters, keeping the extension', async () => {
    const res = await upload(ctx, s.teacher, s.classId, [{ filename: `${'é'.repeat(10_000)}.png`, data: png() }]);
    expect(res.statusCode).toBe(201);
    const { name } = res.json() as { name: string };
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('é.png')).toBe(true);
  });

  it('answers 400 for a body of 1,000 tiny parts, keeping nothing', async () => {
    const before = await leftovers(ctx);
    const tiny = Array.from({ length: 1000 }, (_, i) => ({ field: `f${i}`, data: 'x' }));
    const first = await upload(ctx, s.teacher, s.classId, tiny);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: FILE_MSG.onePerUpload });
    const afterFile = await upload(ctx, s.teacher, s.classId, [{ filename: 'a.png', data: png() }, ...tiny.slice(1)]);
    expect(afterFile.statusCode).toBe(400);
    expect(afterFile.json()).toEqual({ message: FILE_MSG.onePerUpload });
    const manyFiles = await upload(ctx, s.teacher, s.classId, Array.from({ length: 1000 }, (_, i) => ({ filename: `${i}.png`, data: png() })));
    expect(manyFiles.statusCode).toBe(400);
    expect(await leftovers(ctx)).toEqual(before);
  });

  it('answers 400 without a file part, 415 for a body that is not multipart', async () => {
    const none = await ctx.request({ method: 'POST', url: `/api/classes/${s.classId}/files`, token: s.teacher.token, ...multipart([]) });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: FILE_MSG.noFile });
    const json = await ctx.request({ method: 'POST', url: `/api/classes/${s.classId}/files`, token: s.teacher.token, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  // Regression: busboy throws on a multipart type without a usable boundary, which was a 500.
  it('answers 415 for multipart/form-data without a boundary, or with one past 70 characters, keeping nothing', async () => {
    const before = await leftovers(ctx);
    const { payload } = multipart([{ filename: 'a.pdf', data: pdf('x') }]);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
      const res = await ctx.request({ method: 'POST', url: `/api/classes/${s.classId}/files`, token: s.teacher.token, headers: { 'content-type': contentType }, payload });
      expect([res.statusCode, res.json()], contentType).toEqual([415, { message: FILE_MSG.noFile }]);
    }
    // A long boundary within the limit is an upload like any other.
    const long = 'b'.repeat(70);
    const framed = Buffer.from(`--${long}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`);
    const body = Buffer.concat([framed, png(), Buffer.from(`\r\n--${long}--\r\n`)]);
    const ok = await ctx.request({ method: 'POST', url: `/api/classes/${s.classId}/files`, token: s.teacher.token, headers: { 'content-type': `multipart/form-data; boundary=${long}` }, payload: body });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await ctx.request({ method: 'DELETE', url: `/api/files/${ok.json<{ _id: string }>()._id}`, token: s.teacher.token })).statusCode).toBe(200);
    // The blob goes in a job after the row (files/sweep.ts): its end is what leaves nothing.
    await ctx.app.jobs.idle();
    expect(await leftovers(ctx)).toEqual(before);
  });

  it('lets members of the class upload (students, for their work), refusing anyone else before reading the body', async () => {
    const data = [{ filename: 'a.png', data: png() }];
    const student = await upload(ctx, s.student, s.classId, data);
    expect(student.statusCode).toBe(201);
    expect(student.json()).toMatchObject({ kind: 'file', name: 'a.png', class: s.classId });
    const outsider = await upload(ctx, s.otherTeacher, s.classId, data);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ message: API_MSG.classNotFound });
    expect((await upload(ctx, null, s.classId, data)).statusCode).toBe(401);
  });
});

describe('web page code (HTML, SVG, XML, script) in an accepted type', () => {
  const script = '<script>fetch("/api/users")</script>';
  /** More than the 64 KiB the type is decided on, so the code arrives after the type is known. */
  const past64k = 'lorem ipsum dolor sit amet\n'.repeat(3000);

  it.each([
    ['HTML named .txt', 'page.txt', html()],
    ['a doctype alone named .md', 'notes.md', '<!DOCTYPE html>\n# Notes\n'],
    ['a CSV with a script in a cell', 'marks.csv', `name,mark\nAda,${script}\n`],
    ['Markdown with <svg onload>', 'notes.md', '# Shapes\n\n<svg onload="alert(1)"></svg>\n'],
    ['an SVG document named .txt', 'drawing.txt', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'],
    ['upper case <SCRIPT> in text', 'notes.txt', 'Hello\n<SCRIPT SRC=//evil.example/x.js></SCRIPT>\n'],
    ['an XHTML-namespaced script', 'notes.txt', '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'],
    ['an XML fragment with a processing instruction', 'data.csv', 'a,b\n<?xml-stylesheet href="x.xsl"?>\n'],
    ['PHP named .txt', 'tool.txt', '<?php system($_GET["c"]); ?>'],
    ['an iframe in Markdown', 'notes.md', 'Watch:\n\n<iframe src="https://evil.example"></iframe>\n'],
    ['an event handler on an ordinary tag', 'notes.md', '<img src="x.png" onerror="alert(1)">\n<details open ontoggle=alert(1)>'],
    ['a javascript: link in Markdown', 'notes.md', '[the answers](javascript:alert(document.cookie))\n'],
    ['a script past the first 64 KiB', 'long.txt', `${past64k}${script}\n`],
    ['a PNG followed by HTML', 'photo.png', Buffer.concat([png(), html()])],
    ['a PNG with a script, named .txt', 'photo.txt', Buffer.concat([png(), Buffer.from(script)])],
    ['a PDF that is also a web page', 'report.pdf', pdf(`<html><body>${script}</body></html>`)],
    ['a GIF that is also a script page', 'anim.gif', gif(script)],
    ['a JPEG whose comment is an SVG with onload', 'photo.jpg', jpeg('<svg/onload=alert(1)>')],
    ['a WAV followed by HTML', 'lesson.wav', wav('<!doctype html><html><body>hi</body></html>')],
  ])('answers 415 for %s, keeping nothing', async (_kind, filename, data) => {
    const before = await leftovers(ctx);
    const res = await upload(ctx, s.teacher, s.classId, [{ filename, type: 'text/plain', data: typeof data === 'string' ? Buffer.from(data) : data }]);
    expect([res.statusCode, res.json()]).toEqual([415, { message: FILE_MSG.activeContent }]);
    expect(await leftovers(ctx)).toEqual(before);
  });

  it.each([
    ['an XML document named .txt (not a type we take)', 'data.txt', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['an SVG named .svg', 'drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['HTML named .html', 'page.html', html()],
  ])('answers 415 naming what is allowed for %s', async (_kind, filename, data) => {
    const res = await upload(ctx, s.teacher, s.classId, [{ filename, data: Buffer.from(data) }]);
    expect([res.statusCode, res.json()]).toEqual([415, { message: FILE_MSG.typeNotAllowed }]);
  });

  it.each([
    ['Markdown with comparisons, simple tags and a heading about JavaScript', 'notes.md', '# JavaScript: an introduction\n\nIf a<b and b <= c then a<c.<br>\nx<sup>2</sup> <img src="graph.png" alt="graph">\n<details><summary>Answer</summary>4</details>\n'],
    ['a CSV of inequalities', 'ineq.csv', 'rule,holds\nx<y,only if y>0\n"<b",yes\n'],
    ['a zip holding a web page stored uncompressed (a container: not read)', 'site.zip', zip([['index.html', html().toString()]])],
  ])('takes %s', async (_kind, filename, data) => {
    const res = await upload(ctx, s.teacher, s.classId, [{ filename, data: typeof data === 'string' ? Buffer.from(data) : data }]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['a PDF named .png', 'scan.png', pdf('x'), 'scan.png.pdf', 'application/pdf'],
    ['a PNG named .txt', 'photo.txt', png(), 'photo.txt.png', 'image/png'],
    ['a GIF named .jpg', 'anim.jpg', gif(), 'anim.jpg.gif', 'image/gif'],
    ['a JPEG named .md', 'photo.md', jpeg('camera'), 'photo.md.jpg', 'image/jpeg'],
    ['a WAV named .mp3', 'lesson.mp3', wav(), 'lesson.mp3.wav', 'audio/wav'],
    ['a Word document named .zip', 'essay.zip', docx(), 'essay.zip.docx', ALLOWED_TYPES.docx?.type],
    ['a zip named .pdf', 'bundle.pdf', zip([['a.txt', 'hello']]), 'bundle.pdf.zip', 'application/zip'],
  ])('believes the content of %s and makes the name agree', async (_kind, filename, data, name, type) => {
    const res = await upload(ctx, s.teacher, s.classId, [{ filename, data }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name, type });
  });

  it('refuses text with a binary byte or that is not UTF-8 under any text name, whatever else it holds', async () => {
    for (const filename of ['notes.txt', 'marks.csv', 'notes.md', 'notes.markdown']) {
      const res = await upload(ctx, s.teacher, s.classId, [{ filename, data: Buffer.from([0x68, 0x69, 0x00]) }]);
      expect([res.statusCode, res.json()], filename).toEqual([415, { message: FILE_MSG.typeNotAllowed }]);
    }
  });
});

describe('nothing is left', () => {
  it('after all of the refusals above: every blob has its row and every row its blob', async () => {
    const { rows, blobs } = await leftovers(ctx);
    expect(blobs).toEqual(rows);
  });
});

describe('DELETE /api/files/:id', () => {
  it('deletes an unattached upload and its bytes; an attached file is a 409', async () => {
    const id = (await upload(ctx, s.teacher, s.classId, [{ filename: 'draft.png', data: png() }])).json()._id as string;
    const res = await ctx.request({ method: 'DELETE', url: `/api/files/${id}`, token: s.teacher.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FILE_MSG.deleted });
    await ctx.app.jobs.idle();
    const { rows, blobs } = await leftovers(ctx);
    expect(rows).not.toContain(id);
    expect(blobs).not.toContain(id);
    expect((await ctx.request({ method: 'GET', url: `/api/files/${id}`, token: s.teacher.token })).statusCode).toBe(404);
  });
});
