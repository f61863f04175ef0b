import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@lyceum/shared/notifications';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { queryRecorder } from '../../../test/query-recorder';

/**
 * Who is notified of what: a class's students of new content (never its teachers, the poster or
 * anyone outside), the people of a thread of a new comment (the poster and earlier commenters,
 * not the commenter, not those who left the class), the users added to a class; nobody who turned
 * the kind off or whose account is deactivated.
 */
let ctx: TestContext;
let teacher: TestUser;
let coTeacher: TestUser;
let ann: TestUser;
let ben: TestUser;
let outsider: TestUser;
let admin: TestUser;
let klass: { id: string; name: string };
let topicId: string;
/** The SQL a request runs (the fan-out's statements). */
const queries = queryRecorder();

beforeAll(async () => {
  ctx = await createTestContext({ onQuery: queries.onQuery });
  const f = ctx.factories;
  teacher = await f.user('teacher', { name: 'Tess Teacher' });
  coTeacher = await f.user('teacher', { name: 'Cole Coteacher' });
  ann = await f.user('student', { name: 'Ann Student' });
  ben = await f.user('student', { name: 'Ben Student' });
  outsider = await f.user('student', { name: 'Olga Outsider' });
  admin = await f.user('admin', { name: 'Ada Admin' });
  klass = await f.klass({ name: 'Algebra', teachers: [teacher.id, coTeacher.id], students: [ann.id, ben.id] });
  await f.klass({ name: 'Biology', students: [outsider.id] });
  topicId = (await f.topic(klass.id, { name: 'Fractions' })).id;
});
afterAll(() => ctx.close());

async function bell(user: TestUser): Promise<NotificationPage> {
  const res = await ctx.request({ method: 'GET', url: '/api/notifications', token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The notifications each user got since `before` (their bells' newest items), by kind and title. */
async function newSince(before: Map<string, number>, users: TestUser[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const user of users) {
    const page = await bell(user);
    out[user.name] = page.items.filter((n) => Number(n._id) > (before.get(user.id) ?? 0)).map((n) => `${n.kind}: ${n.title}`);
  }
  return out;
}

async function marks(users: TestUser[]): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  for (const user of users) map.set(user.id, Math.max(0, ...(await bell(user)).items.map((n) => Number(n._id))));
  return map;
}

const everyone = () => [teacher, coTeacher, ann, ben, outsider, admin];

async function post(user: TestUser, url: string, payload: object) {
  const res = await ctx.request({ method: 'POST', url, token: user.token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const postAssignment = (user: TestUser, title: string) =>
  post(user, '/api/assignments', { title, description: '<p>Do it</p>', dueDate: '2031-01-01T10:00:00Z', topic: topicId }) as Promise<{ _id: string }>;

describe('new material and assignments', () => {
  it("notify the class's students, not its teachers, the poster or anyone outside", async () => {
    const before = await marks(everyone());
    const assignment = await postAssignment(teacher, 'Worksheet 1');
    await post(teacher, '/api/materials', { title: 'Lesson 1', content: '<p>Read</p>', topic: topicId });
    expect(await newSince(before, everyone())).toEqual({
      'Tess Teacher': [],
      'Cole Coteacher': [],
      'Ann Student': ['new_material: Lesson 1', 'new_assignment: Worksheet 1'],
      'Ben Student': ['new_material: Lesson 1', 'new_assignment: Worksheet 1'],
      'Olga Outsider': [],
      'Ada Admin': [],
    });
    const [, first] = (await bell(ann)).items;
    expect(first).toEqual<Notification>({
      _id: expect.any(String),
      kind: 'new_assignment',
      class: { _id: klass.id, name: 'Algebra' },
      title: 'Worksheet 1',
      excerpt: '',
      link: `/dashboard/classes/${klass.id}/topics/${topicId}/assignments/${assignment._id}`,
      actor: { _id: teacher.id, name: 'Tess Teacher' },
      createdAt: expect.any(String),
      readAt: null,
    });
  });

  it('posted by an admin notify the students too', async () => {
    const before = await marks([ann, admin]);
    await postAssignment(admin, 'From the office');
    expect(await newSince(before, [ann, admin])).toEqual({ 'Ann Student': ['new_assignment: From the office'], 'Ada Admin': [] });
  });
});

describe('comments', () => {
  it('notify whoever posted the target and earlier commenters, never the commenter', async () => {
    const assignment = await postAssignment(teacher, 'Essay');
    const before = await marks(everyone());
    await post(ann, '/api/comments', { text: 'When is it due?', targetType: 'assignment', target: assignment._id });
    expect(await newSince(before, everyone())).toMatchObject({ 'Tess Teacher': ['comment: Essay'], 'Ann Student': [], 'Ben Student': [], 'Cole Coteacher': [] });
    const [comment] = (await bell(teacher)).items;
    expect(comment).toMatchObject({ kind: 'comment', excerpt: 'When is it due?', actor: { name: 'Ann Student' }, class: { name: 'Algebra' } });

    const again = await marks(everyone());
    await post(ben, '/api/comments', { text: 'Me too', targetType: 'assignment', target: assignment._id });
    await post(ben, '/api/comments', { text: 'And another thing', targetType: 'assignment', target: assignment._id });
    expect(await newSince(again, everyone())).toEqual({
      'Tess Teacher': ['comment: Essay', 'comment: Essay'],
      'Cole Coteacher': [],
      'Ann Student': ['comment: Essay', 'comment: Essay'],
      'Ben Student': [],
      'Olga Outsider': [],
      'Ada Admin': [],
    });
  });

  it('shorten a long comment to one line of at most 140 characters', async () => {
    const material = (await post(teacher, '/api/materials', { title: 'Long talk', content: '<p>x</p>', topic: topicId })) as { _id: string };
    await post(ann, '/api/comments', { text: `line one\n\n${'word '.repeat(100)}`, targetType: 'material', target: material._id });
    const [latest] = (await bell(teacher)).items;
    expect(latest?.excerpt.startsWith('line one word word')).toBe(true);
    expect([...(latest?.excerpt ?? '')].length).toBe(140);
    expect(latest?.excerpt.endsWith('…')).toBe(true);
  });

  it('do not reach someone who left the class, but reach an admin who commented', async () => {
    const leaver = await ctx.factories.user('student', { name: 'Lee Leaver' });
    await ctx.db.kysely.insertInto('class_members').values({ class_id: klass.id, user_id: leaver.id, role: 'student', created_at: new Date().toISOString() }).execute();
    const assignment = await postAssignment(teacher, 'Poster');
    await post(leaver, '/api/comments', { text: 'Mine', targetType: 'assignment', target: assignment._id });
    await post(admin, '/api/comments', { text: 'Looks good', targetType: 'assignment', target: assignment._id });
    const res = await ctx.request({ method: 'DELETE', url: `/api/classes/${klass.id}/students`, token: admin.token, payload: { students: [leaver.id] } });
    expect(res.statusCode, res.body).toBe(200);
    const before = await marks([leaver, admin, teacher]);
    await post(ann, '/api/comments', { text: 'Late reply', targetType: 'assignment', target: assignment._id });
    expect(await newSince(before, [leaver, admin, teacher])).toEqual({ 'Lee Leaver': [], 'Ada Admin': ['comment: Poster'], 'Tess Teacher': ['comment: Poster'] });
  });
});

describe('being added to a class', () => {
  it('notifies the users added, with a link to the class', async () => {
    const newcomer = await ctx.factories.user('student', { name: 'Nia New' });
    const res = await ctx.request({ method: 'POST', url: `/api/classes/${klass.id}/students`, token: admin.token, payload: { students: [newcomer.id] } });
    expect(res.statusCode, res.body).toBe(200);
    const [added] = (await bell(newcomer)).items;
    expect(added).toMatchObject({ kind: 'added_to_class', title: 'Algebra', link: `/dashboard/classes/${klass.id}`, actor: { name: 'Ada Admin' } });
    expect((await bell(ann)).items.some((n) => n.kind === 'added_to_class')).toBe(false);
  });

  it('notifies the teachers an admin names when creating a class, not a teacher creating their own', async () => {
    const fresh = await ctx.factories.user('teacher', { name: 'Fay Fresh' });
    await post(admin, '/api/classes', { name: 'Chemistry', teachers: [fresh.id] });
    expect((await bell(fresh)).items.map((n) => `${n.kind}: ${n.title}`)).toEqual(['added_to_class: Chemistry']);
    await post(fresh, '/api/classes', { name: 'Physics' });
    expect((await bell(fresh)).items).toHaveLength(1);
  });
});

describe('coursework', () => {
  const work = (assignmentId: string, studentId: string, action = '') => `/api/assignments/${assignmentId}/submissions/${studentId}${action}`;
  const send = async (user: TestUser, method: 'POST' | 'PUT', url: string, payload: object = {}) => {
    const res = await ctx.request({ method, url, token: user.token, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const graded = async (title: string) =>
    (await post(teacher, '/api/assignments', { title, description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', maxPoints: 10, topic: topicId })) as { _id: string };

  it("turned in: the class's teachers; returned: the student; a draft grade: nobody", async () => {
    const { _id: id } = await graded('Lab report');
    const before = await marks(everyone());
    await send(ann, 'POST', work(id, ann.id, '/turn-in'));
    await send(teacher, 'PUT', work(id, ann.id, '/grade'), { grade: 8, feedback: 'Good' });
    expect(await newSince(before, everyone())).toEqual({
      'Tess Teacher': ['submission_turned_in: Lab report'],
      'Cole Coteacher': ['submission_turned_in: Lab report'],
      'Ann Student': [],
      'Ben Student': [],
      'Olga Outsider': [],
      'Ada Admin': [],
    });
    const [turnedIn] = (await bell(teacher)).items;
    expect(turnedIn).toMatchObject({ actor: { name: 'Ann Student' }, link: `/dashboard/classes/${klass.id}/topics/${topicId}/assignments/${id}?student=${ann.id}` });
    const again = await marks(everyone());
    await send(teacher, 'POST', work(id, ann.id, '/return'));
    expect(await newSince(again, everyone())).toMatchObject({ 'Ann Student': ['work_returned: Lab report'], 'Ben Student': [], 'Cole Coteacher': [], 'Tess Teacher': [] });
  });

  it('returned to all at once: each student whose graded work went back', async () => {
    const { _id: id } = await graded('Quiz');
    await send(teacher, 'PUT', work(id, ann.id, '/grade'), { grade: 5, feedback: '' });
    await send(teacher, 'PUT', work(id, ben.id, '/grade'), { grade: 6, feedback: '' });
    const before = await marks(everyone());
    await send(coTeacher, 'POST', `/api/assignments/${id}/return-graded`);
    expect(await newSince(before, everyone())).toMatchObject({ 'Ann Student': ['work_returned: Quiz'], 'Ben Student': ['work_returned: Quiz'], 'Tess Teacher': [], 'Cole Coteacher': [] });
  });

  it('a private comment: the student and the class teachers, never its author nor a classmate', async () => {
    const { _id: id } = await graded('Essay draft');
    const before = await marks(everyone());
    await send(ann, 'POST', work(id, ann.id, '/comments'), { text: 'Can I have more time?' });
    expect(await newSince(before, everyone())).toEqual({
      'Tess Teacher': ['private_comment: Essay draft'],
      'Cole Coteacher': ['private_comment: Essay draft'],
      'Ann Student': [],
      'Ben Student': [],
      'Olga Outsider': [],
      'Ada Admin': [],
    });
    expect((await bell(teacher)).items[0]?.excerpt).toBe('Can I have more time?');
    const again = await marks(everyone());
    await send(teacher, 'POST', work(id, ann.id, '/comments'), { text: 'Until Friday' });
    expect(await newSince(again, everyone())).toMatchObject({ 'Ann Student': ['private_comment: Essay draft'], 'Cole Coteacher': ['private_comment: Essay draft'], 'Tess Teacher': [], 'Ben Student': [] });
  });
});

describe('preferences', () => {
  it('off: no notification of that kind; email: none in the bell, kept for an email', async () => {
    const quiet = await ctx.factories.user('student', { name: 'Quinn Quiet' });
    const mailer = await ctx.factories.user('student', { name: 'Mo Mail' });
    await ctx.db.kysely
      .insertInto('class_members')
      .values([quiet, mailer].map((u) => ({ class_id: klass.id, user_id: u.id, role: 'student' as const, created_at: new Date().toISOString() })))
      .execute();
    for (const [user, channel] of [[quiet, 'off'], [mailer, 'email']] as const) {
      const res = await ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: user.token, payload: { preferences: [{ kind: 'new_assignment', channel }] } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await postAssignment(teacher, 'Quiet please');
    await post(teacher, '/api/materials', { title: 'Still shown', content: '<p>x</p>', topic: topicId });
    expect((await bell(quiet)).items.map((n) => n.title)).toEqual(['Still shown']);
    expect((await bell(mailer)).items.map((n) => n.title)).toEqual(['Still shown']);
    const rows = await ctx.db.kysely
      .selectFrom('notifications')
      .innerJoin('events', 'events.id', 'notifications.event_id')
      .select(['notifications.user_id', 'events.title', 'notifications.in_app', 'notifications.by_email'])
      .where('notifications.user_id', 'in', [quiet.id, mailer.id])
      .where('events.title', '=', 'Quiet please')
      .execute();
    expect(rows.map((r) => ({ ...r, in_app: Number(r.in_app), by_email: Number(r.by_email) }))).toEqual([{ user_id: mailer.id, title: 'Quiet please', in_app: 0, by_email: 1 }]);
  });

  it('a deactivated account is not notified', async () => {
    const gone = await ctx.factories.user('student', { name: 'Gus Gone' });
    await ctx.db.kysely.insertInto('class_members').values({ class_id: klass.id, user_id: gone.id, role: 'student', created_at: new Date().toISOString() }).execute();
    const res = await ctx.request({ method: 'POST', url: `/api/users/${gone.id}/deactivate`, token: admin.token, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    await postAssignment(teacher, 'Not for Gus');
    const count = await ctx.db.kysely.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', gone.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('the fan-out', () => {
  it('writes the notifications of a class of 40 with one statement, in the transaction of the post', async () => {
    const students = [];
    for (let i = 0; i < 40; i += 1) students.push(await ctx.factories.user('student'));
    const big = await ctx.factories.klass({ teachers: [teacher.id], students: students.map((s) => s.id) });
    const topic = await ctx.factories.topic(big.id);
    const { result: res, statements } = await queries.during(() =>
      ctx.request({ method: 'POST', url: '/api/assignments', token: teacher.token, payload: { title: 'For all', description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', topic: topic.id } }),
    );
    expect(res.statusCode).toBe(201);
    expect(statements.filter((sql) => /^insert into "notifications"/i.test(sql.trim()))).toHaveLength(1);
    const rows = await ctx.db.kysely
      .selectFrom('notifications')
      .innerJoin('events', 'events.id', 'notifications.event_id')
      .select(['notifications.user_id'])
      .where('events.subject_id', '=', res.json()._id)
      .execute();
    expect(rows.map((r) => r.user_id).sort()).toEqual(students.map((s) => s.id).sort());
  });
});
