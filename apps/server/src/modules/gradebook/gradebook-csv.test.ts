import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { addWork, setMaxPoints } from '../../../test/work-fixtures';

/**
 * GET /api/classes/:id/gradebook.csv: the bytes a spreadsheet program opens. Names and titles a
 * spreadsheet would run as formulas, quotes, commas and line breaks, for a teacher and a student.
 */
let ctx: TestContext;
let teacher: TestUser;
let admin: TestUser;
let otherTeacher: TestUser;
let outsider: TestUser;
let plus: TestUser;
let classId: string;

const BOM = '\uFEFF';
const CRLF = '\r\n';
const HEADER = `Student,Email,'=SUM(1+1) (max 10),"Essay, ""part"" 1",Average`;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  admin = await f.user('admin');
  teacher = await f.user('teacher');
  otherTeacher = await f.user('teacher');
  outsider = await f.user('student');
  const student = (name: string, email: string) => f.user('student', { name, email });
  const hyper = await student('=HYPERLINK("http://evil.example","x")', 'hyper@school.test');
  plus = await student('+1', 'plus@school.test');
  const minus = await student('-1', 'minus@school.test');
  const at = await student('@x', 'at@school.test');
  const tab = await student('\tTab', 'tab@school.test');
  const cr = await student('\rCR', 'cr@school.test');
  const comma = await student('Comma, "Quoted"', 'comma@school.test');
  const klass = await f.klass({ name: 'Maths "7B" é/ü', teachers: [teacher.id], students: [hyper, plus, minus, at, tab, cr, comma].map((s) => s.id) });
  classId = klass.id;
  await f.klass({ teachers: [otherTeacher.id], students: [outsider.id] });
  const topic = await f.topic(classId);
  // Past due and graded out of 10; due in 2030 and ungraded.
  const sum = (await f.assignment(topic.id, { title: '=SUM(1+1)', dueDate: '2026-01-05T09:00:00.000Z' })).id;
  const essay = (await f.assignment(topic.id, { title: 'Essay, "part" 1', dueDate: '2030-01-05T09:00:00.000Z' })).id;
  await setMaxPoints(ctx.db, sum, 10);
  const work = (student: TestUser, assignmentId: string, rest: Omit<Parameters<typeof addWork>[1], 'assignmentId' | 'studentId'>) =>
    addWork(ctx.db, { assignmentId, studentId: student.id, ...rest });
  await work(hyper, sum, { state: 'returned', grade: 8, draftGrade: 8 });
  await work(plus, sum, { state: 'turned_in', draftGrade: 6.5 });
  await work(minus, sum, { state: 'turned_in', late: true });
  await work(minus, essay, { state: 'turned_in' });
  await work(at, essay, { state: 'returned' });
  await work(cr, sum, { state: 'returned', grade: 10, draftGrade: 10 });
  await work(comma, sum, { state: 'returned', grade: 7.5, draftGrade: 7.5 });
});
afterAll(() => ctx.close());

const download = (user: TestUser, id = classId) => ctx.request({ method: 'GET', url: `/api/classes/${id}/gradebook.csv`, token: user.token });

describe('GET /api/classes/:id/gradebook.csv', () => {
  it('is RFC 4180 with a BOM, every student by name, formulas neutralised, drafts marked, statuses by the due date', async () => {
    for (const user of [teacher, admin]) {
      const res = await download(user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Maths _7B_ ___-grades.csv"; filename*=UTF-8''Maths%20_7B_%20%C3%A9_%C3%BC-grades.csv`);
      expect(res.headers['cache-control']).toBe('no-store');
      // Names sort by code point: tab, CR, +, -, =, @, C.
      const rows = [
        HEADER,
        `'\tTab,tab@school.test,Missing,Assigned,`,
        `"'\rCR",cr@school.test,10,Assigned,100%`,
        `'+1,plus@school.test,6.5 (draft),Assigned,`,
        `'-1,minus@school.test,Turned in late,Turned in,`,
        `"'=HYPERLINK(""http://evil.example"",""x"")",hyper@school.test,8,Assigned,80%`,
        `'@x,at@school.test,Missing,Returned,`,
        `"Comma, ""Quoted""",comma@school.test,7.5,Assigned,75%`,
      ];
      expect(res.body).toBe(BOM + rows.join(CRLF) + CRLF);
      // The BOM is the UTF-8 bytes EF BB BF.
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
  });

  it('gives a student their own row only, without the draft grade', async () => {
    const res = await download(plus);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe(BOM + [HEADER, `'+1,plus@school.test,Turned in,Assigned,`].join(CRLF) + CRLF);
    expect(res.body).not.toContain('6.5');
  });

  it('is the same 404 as a class that does not exist for a teacher of another class and a student not in it', async () => {
    for (const [user, id] of [[otherTeacher, classId], [outsider, classId], [admin, 'no-such-class']] as const) {
      const res = await download(user, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.classNotFound });
    }
  });

  it("speaks the downloader's language: a Japanese admin's own choice, else the browser's; names, titles and numbers as they are", async () => {
    const japanese = await ctx.factories.user('admin');
    await ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: japanese.token, payload: { locale: 'ja' } });
    const res = await ctx.request({ method: 'GET', url: `/api/classes/${classId}/gradebook.csv`, token: japanese.token, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    const [header, , , plusRow, minusRow] = res.body.slice(BOM.length).split(CRLF);
    expect(header).toBe(`生徒,メールアドレス,'=SUM(1+1)（満点 10）,"Essay, ""part"" 1",平均`);
    expect(plusRow).toBe(`'+1,plus@school.test,6.5（下書き）,割り当て済み,`);
    expect(minusRow).toBe(`'-1,minus@school.test,提出済み（遅延）,提出済み,`);

    const spanish = await ctx.request({ method: 'GET', url: `/api/classes/${classId}/gradebook.csv`, token: plus.token, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(spanish.body).toBe(BOM + [`Alumno,Correo electrónico,'=SUM(1+1) (máx. 10),"Essay, ""part"" 1",Media`, `'+1,plus@school.test,Entregada,Asignada,`].join(CRLF) + CRLF);
  });

  it('is the header alone for a class with no students', async () => {
    const bare = await ctx.factories.klass({ name: 'Empty', teachers: [teacher.id] });
    const res = await download(teacher, bare.id);
    expect(res.body).toBe(`${BOM}Student,Email,Average${CRLF}`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Empty-grades.csv"; filename*=UTF-8''Empty-grades.csv`);
  });
});
