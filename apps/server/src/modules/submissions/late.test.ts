import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '@lyceum/shared/submissions';
import { createTestContext, type TestContext } from '../../../test/context';
import { PAST, buildWorkScene, expectOk, workApi, type WorkApi, type WorkScene } from './submissions.test-support';

/**
 * Late is judged against the assignment's due date as it stands, as in Google Classroom: move the
 * due date and every surface that says "late" says it anew, the same on each: the work itself, the
 * teacher's Student work list, All Assignments, the dashboard, the gradebook (teachers' and the
 * student's own) and its CSV.
 */
let ctx: TestContext;
let s: WorkScene;
let api: WorkApi;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
  api = workApi(ctx);
});
afterAll(() => ctx.close());

async function postAssignment(title: string, dueDate: string): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/assignments',
    token: s.teacher.token,
    payload: { title, description: '<p>Do it</p>', dueDate, topic: s.topicId, maxPoints: 10 },
  });
  return expectOk<{ _id: string }>(res, 201)._id;
}

/** The teacher moves the due date (the edit form sends every field). */
async function moveDue(id: string, title: string, dueDate: string): Promise<void> {
  const res = await ctx.request({ method: 'PUT', url: `/api/assignments/${id}`, token: s.teacher.token, payload: { title, description: '<p>Do it</p>', dueDate, topic: s.topicId } });
  expectOk(res);
}

const get = async <T>(url: string, token: string): Promise<T> => expectOk<T>(await ctx.request({ method: 'GET', url, token }));

interface Cell {
  state: string;
  late: boolean;
}

/** What every surface says of Sam's work on the assignment: its late flag, and the CSV's status text. */
async function lateEverywhere(id: string, title: string) {
  const work = expectOk<Submission>(await api.get(s.student, id, s.student.id));
  const asTeacher = expectOk<Submission>(await api.get(s.teacher, id, s.student.id));
  const list = expectOk<{ students: { student: { _id: string }; late: boolean }[] }>(await api.list(s.teacher, id));
  const all = await get<{ _id: string; work: { late: boolean } }[]>('/api/assignments?limit=100', s.student.token);
  const dashboard = await get<{ assignments: { _id: string; work: { late: boolean } }[] }>('/api/dashboard', s.student.token);
  type Book = { assignments: { _id: string }[]; students: { _id: string; cells: Cell[] }[] };
  const cellOf = (book: Book) => {
    const column = book.assignments.findIndex((a) => a._id === id);
    return book.students.find((row) => row._id === s.student.id)?.cells[column];
  };
  const book = await get<Book>(`/api/classes/${s.classId}/gradebook`, s.teacher.token);
  const own = await get<Book>(`/api/classes/${s.classId}/gradebook`, s.student.token);
  const csv = await ctx.request({ method: 'GET', url: `/api/classes/${s.classId}/gradebook.csv`, token: s.teacher.token });
  const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').split('\r\n').map((line) => line.split(','));
  const column = header?.indexOf(`${title} (max 10)`) ?? -1;
  return {
    work: work.late,
    asTeacher: asTeacher.late,
    list: list.students.find((row) => row.student._id === s.student.id)?.late,
    all: all.find((item) => item._id === id)?.work.late,
    dashboard: dashboard.assignments.find((item) => item._id === id)?.work.late,
    gradebook: cellOf(book)?.late,
    ownGradebook: cellOf(own)?.late,
    csv: rows.find((row) => row[0] === 'Sam Student')?.[column],
  };
}

const everywhere = (late: boolean, csv: string) => ({ work: late, asTeacher: late, list: late, all: late, dashboard: late, gradebook: late, ownGradebook: late, csv });

/** An instant written in another time zone's local time with its offset, as a client may send a due date. */
function inZone(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

describe('late, read against the due date as it stands', () => {
  it('follows the due date moved later, earlier, across time zones, on every surface', async () => {
    const title = 'Moving target';
    const id = await postAssignment(title, PAST);
    const turnedIn = expectOk<Submission>(await api.turnIn(s.student, id, s.student.id));
    expect(turnedIn.late).toBe(true);
    const at = Date.parse(turnedIn.turnedInAt ?? '');
    expect(await lateEverywhere(id, title)).toEqual(everywhere(true, 'Turned in late'));

    // A week later than now: yesterday's work is on time, everywhere.
    await moveDue(id, title, new Date(Date.now() + 7 * DAY).toISOString());
    expect(await lateEverywhere(id, title)).toEqual(everywhere(false, 'Turned in'));

    // Earlier than the turn-in, written in Tokyo's time (+09:00): late again, by one second.
    await moveDue(id, title, inZone(at - 1000, 9 * 60));
    expect(await lateEverywhere(id, title)).toEqual(everywhere(true, 'Turned in late'));

    // A minute after it, written in New York's winter time (-05:00): on time. The texts compare
    // wrongly here (a '-05:00' time reads earlier), the instants do not.
    await moveDue(id, title, inZone(at + 60_000, -5 * 60));
    expect(await lateEverywhere(id, title)).toEqual(everywhere(false, 'Turned in'));

    // Exactly at the due date is on time.
    await moveDue(id, title, new Date(at).toISOString());
    expect((await lateEverywhere(id, title)).work).toBe(false);
  });

  it('reads the last turn-in of returned and re-turned-in work, and none once unsubmitted', async () => {
    const title = 'Second try';
    const id = await postAssignment(title, PAST);
    const first = Date.parse(expectOk<Submission>(await api.turnIn(s.student, id, s.student.id)).turnedInAt ?? '');
    expectOk(await api.grade(s.teacher, id, s.student.id, { grade: 6, feedback: 'Try again' }));
    expectOk(await api.returnWork(s.teacher, id, s.student.id));
    // Returned work keeps its turn-in time: late while the due date stays before it, whatever its state.
    expect(await lateEverywhere(id, title)).toMatchObject({ work: true, list: true, all: true, dashboard: true, gradebook: true, ownGradebook: true, csv: '6' });
    await moveDue(id, title, new Date(Date.now() + DAY).toISOString());
    expect(await lateEverywhere(id, title)).toMatchObject({ work: false, list: false, all: false, dashboard: false, gradebook: false, ownGradebook: false });

    // Turned in again after a due date that falls between the two turn-ins: the last one counts.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await moveDue(id, title, new Date(first + 5).toISOString());
    const again = expectOk<Submission>(await api.turnIn(s.student, id, s.student.id));
    expect(again.late).toBe(true);
    expect(await lateEverywhere(id, title)).toMatchObject({ work: true, list: true, all: true, dashboard: true, gradebook: true, ownGradebook: true });

    // Unsubmitted: nothing is turned in, so nothing is late, even long past the due date.
    await moveDue(id, title, PAST);
    expectOk(await api.unsubmit(s.student, id, s.student.id));
    expect(await lateEverywhere(id, title)).toEqual(everywhere(false, '6'));
  });
});
