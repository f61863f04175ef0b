import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { LIMITS } from '@lyceum/shared/limits';
import { createTestContext, type TestContext } from '../../../test/context';
import { allKeys, buildScene, type ClassScene } from './classes.test-support';

let ctx: TestContext;
let s: ClassScene;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildScene(ctx);
});
afterAll(() => ctx.close());

const edit = (token: string, payload: Record<string, unknown>, id = s.classId) =>
  ctx.request({ method: 'PUT', url: `/api/classes/${id}`, token, payload });
const setLink = (token: string, payload: Record<string, unknown>, id = s.classId) =>
  ctx.request({ method: 'PUT', url: `/api/classes/${id}/meeting-link`, token, payload });
const read = async () => (await ctx.request({ method: 'GET', url: `/api/classes/${s.classId}`, token: s.admin.token })).json();

describe('PUT /api/classes/:id', () => {
  it('lets an admin rename and re-describe the class, trimmed, and returns the detail', async () => {
    const before = await read();
    const res = await edit(s.admin.token, { name: '  Algebra I ', description: ' Linear equations ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ _id: s.classId, name: 'Algebra I', description: 'Linear equations', studentsCount: 2 });
    expect(body.students).toHaveLength(2);
    expect(body.createdAt).toBe(before.createdAt);
    expect(body.updatedAt).not.toBe(before.updatedAt);
    expect(await read()).toMatchObject({ name: 'Algebra I', description: 'Linear equations' });
  });

  it('lets the class teacher edit and see emails in the answer', async () => {
    const res = await edit(s.teacher.token, { name: 'Algebra II', description: 'Quadratics' });
    expect(res.statusCode).toBe(200);
    expect(res.json().students[0].email).toBeDefined();
    expect(await read()).toMatchObject({ name: 'Algebra II', description: 'Quadratics' });
  });

  it('is a 403 for an enrolled student and a 404 for another teacher, a non-enrolled student or a missing class', async () => {
    const student = await edit(s.student.token, { name: 'Hacked', description: 'Hacked' });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual({ message: API_MSG.forbidden });
    for (const token of [s.otherTeacher.token, s.outsider.token]) {
      const res = await edit(token, { name: 'Hacked', description: 'Hacked' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.classNotFound });
    }
    const missing = await edit(s.admin.token, { name: 'X', description: 'Y' }, 'no-such-class');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MSG.classNotFound });
    expect((await read()).name).toBe('Algebra II');
  });

  it('requires both name and description after trimming, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: 'D' }, 'name is required'],
      [{ name: '  ', description: 'D' }, 'name is required'],
      [{ name: 'N' }, 'description is required'],
      [{ name: 'N', description: '   ' }, 'description is required'],
      [{ name: 'n'.repeat(LIMITS.className + 1), description: 'D' }, `name must be at most ${LIMITS.className} characters`],
      [{ name: 'N', description: 'd'.repeat(LIMITS.classDescription + 1) }, `description must be at most ${LIMITS.classDescription} characters`],
    ];
    for (const [payload, message] of cases) {
      const res = await edit(s.admin.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await read()).name).toBe('Algebra II');
  });
});

describe('PUT /api/classes/:id/meeting-link', () => {
  it('lets an admin and the class teacher set an http(s) link', async () => {
    const byAdmin = await setLink(s.admin.token, { meetingLink: 'https://meet.example.com/algebra' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().meetingLink).toBe('https://meet.example.com/algebra');
    const byTeacher = await setLink(s.teacher.token, { meetingLink: ' http://meet.example.com/room ' });
    expect(byTeacher.statusCode).toBe(200);
    expect(byTeacher.json().meetingLink).toBe('http://meet.example.com/room');
  });

  it('shows the link to an enrolled student, still without emails', async () => {
    const res = await ctx.request({ method: 'GET', url: `/api/classes/${s.classId}`, token: s.student.token });
    expect(res.json().meetingLink).toBe('http://meet.example.com/room');
    expect(allKeys(res.json())).not.toContain('email');
  });

  it('refuses javascript:, data: and other non-http links, and overlong ones', async () => {
    for (const meetingLink of ['javascript:alert(document.cookie)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>1</script>', 'mailto:a@b.co', 'meet.example.com']) {
      const res = await setLink(s.admin.token, { meetingLink });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'meetingLink: must be an http(s) URL' });
    }
    const tooLong = await setLink(s.admin.token, { meetingLink: `https://x.test/${'a'.repeat(LIMITS.url)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: `meetingLink: must be at most ${LIMITS.url} characters` });
    const missing = await setLink(s.admin.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'meetingLink is required: an http(s) URL, or "" or null for none' });
    for (const meetingLink of [5, ['https://meet.example.com'], { href: 'https://meet.example.com' }, true]) {
      const wrongKind = await setLink(s.admin.token, { meetingLink });
      expect([wrongKind.statusCode, wrongKind.json()]).toEqual([400, { message: 'meetingLink must be an http(s) URL, or "" or null for none' }]);
    }
    expect((await read()).meetingLink).toBe('http://meet.example.com/room');
  });

  it('clears the link with an empty string or null', async () => {
    for (const meetingLink of ['', null]) {
      await setLink(s.admin.token, { meetingLink: 'https://meet.example.com/again' });
      const res = await setLink(s.teacher.token, { meetingLink });
      expect(res.statusCode).toBe(200);
      expect(res.json().meetingLink).toBeNull();
      expect((await read()).meetingLink).toBeNull();
    }
  });

  it('is a 403 for an enrolled student and a 404 for outsiders and a missing class', async () => {
    const payload = { meetingLink: 'https://evil.example.com' };
    const student = await setLink(s.student.token, payload);
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual({ message: API_MSG.forbidden });
    for (const token of [s.otherTeacher.token, s.outsider.token]) {
      const res = await setLink(token, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.classNotFound });
    }
    const missing = await setLink(s.admin.token, payload, 'no-such-class');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MSG.classNotFound });
    expect((await read()).meetingLink).toBeNull();
  });
});
