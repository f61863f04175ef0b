// Issue 36's quiz benches: a class of 500 of the district's students (made once through the admin's
// API, found by its name in later runs), its teacher (teacher1), a 20-item quiz mixing every kind,
// and what each student answers to each item (right or wrong by a fixed rule, so the statistics
// have choices to count). Tokens are signed here (bench-db.mjs): 500 sign-ins are not measured.
import { call } from './api.mjs';
import { tokenFor } from './bench-db.mjs';

export const QUIZ_CLASS = 'bench: quiz class of 500';
/** The bench's quizzes are titled so; a run deletes those an earlier run left. */
export const QUIZ_TITLE = 'bench quiz';
/** Students far from those other steps use (student1, the turn-in rows' student2 on, the calendar's student19700). */
const FIRST_STUDENT = 10_001;

const choices = (...texts) => texts.map((text, i) => ({ id: `c${i}`, text }));

/** Two of each kind but essay, which is one (graded by hand), and one more single choice: 20 items, 20 points. */
const KINDS = [
  (n) => ({ kind: 'single_choice', choices: choices('Sydney', 'Canberra', 'Melbourne', 'Perth'), correct: 'c1', prompt: `<p>Question ${n}: the capital?</p>` }),
  (n) => ({ kind: 'multiple_response', choices: choices('2', '4', '5', '9'), correct: ['c0', 'c2'], scoring: 'partial', prompt: `<p>Question ${n}: which are prime?</p>` }),
  (n) => ({ kind: 'true_false', correct: true, prompt: `<p>Question ${n}: the earth is round.</p>` }),
  (n) => ({ kind: 'text_entry', accepted: ['blue', 'azure'], prompt: `<p>Question ${n}: the colour of the sky?</p>` }),
  (n) => ({ kind: 'numeric', answer: 3.14159, tolerance: 0.005, prompt: `<p>Question ${n}: pi to two places?</p>` }),
  (n) => ({ kind: 'ordering', choices: choices('Ant', 'Dog', 'Cow', 'Whale'), scoring: 'partial', prompt: `<p>Question ${n}: smallest first</p>` }),
  (n) => ({
    kind: 'matching',
    sources: [{ id: 'fr', text: 'France' }, { id: 'de', text: 'Germany' }, { id: 'it', text: 'Italy' }],
    targets: [{ id: 'paris', text: 'Paris' }, { id: 'berlin', text: 'Berlin' }, { id: 'rome', text: 'Rome' }],
    pairs: [{ source: 'fr', target: 'paris' }, { source: 'de', target: 'berlin' }, { source: 'it', target: 'rome' }],
    prompt: `<p>Question ${n}: match the capitals</p>`,
  }),
  (n) => ({ kind: 'inline_choice', gaps: [{ id: 'g1', choices: choices('90', '100'), correct: 'c1' }, { id: 'g2', choices: choices('0', '32'), correct: 'c0' }], prompt: `<p>Question ${n}: water boils at {{g1}} and freezes at {{g2}} degrees</p>` }),
];

export function quizItems() {
  const items = [];
  for (let n = 1; items.length < 19; n += 1) items.push({ id: `q${n}`, points: 1, ...KINDS[(n - 1) % KINDS.length](n) });
  items.push({ id: 'q20', kind: 'essay', points: 1, prompt: '<p>Question 20: why?</p>' });
  return items;
}

/** Student `s`'s answer to an item: right for about two in three (s + item number), else a plausible wrong one. */
export function answerOf(item, s) {
  const right = (s + Number(item.id.slice(1))) % 3 !== 0;
  switch (item.kind) {
    case 'single_choice':
      return { kind: item.kind, choice: right ? item.correct : `c${s % 2 === 0 ? 0 : 2}` };
    case 'multiple_response':
      return { kind: item.kind, choices: right ? item.correct : ['c0', 'c1'] };
    case 'true_false':
      return { kind: item.kind, value: right };
    case 'text_entry':
      return { kind: item.kind, text: right ? ' Blue ' : 'green' };
    case 'numeric':
      return { kind: item.kind, text: right ? '3.14' : '3.2' };
    case 'ordering':
      return { kind: item.kind, order: right ? item.choices.map((c) => c.id) : item.choices.map((c) => c.id).reverse() };
    case 'matching':
      return { kind: item.kind, pairs: right ? item.pairs : item.pairs.map((p, i) => ({ source: p.source, target: item.pairs[(i + 1) % item.pairs.length].target })) };
    case 'inline_choice':
      return { kind: item.kind, gaps: item.gaps.map((g) => ({ gap: g.id, choice: right ? g.correct : g.choices.find((c) => c.id !== g.correct).id })) };
    default:
      return { kind: 'essay', text: `<p>Because of reason ${s}.</p>` };
  }
}

/**
 * The class, its teacher and its 500 students with their tokens. Made through the admin's and the
 * teacher's API on the first run (a class, the students enrolled in one call, a topic); found by
 * name later. Quizzes an earlier run left in it are deleted first.
 */
export async function quizClass(base, db, jwtSecret, students) {
  const [admin] = await db.all("select id, token_version from users where role = 'admin' order by created_at limit 1");
  const [teacher] = await db.all("select id, token_version from users where email = 'teacher1@district.test'");
  const emails = Array.from({ length: students }, (_, i) => `student${FIRST_STUDENT + i}@district.test`);
  const who = await db.all(`select id, email, token_version from users where email in (${emails.map(() => '?').join(',')})`, emails);
  const byEmail = new Map(who.map((u) => [u.email, u]));
  const members = emails.map((email) => byEmail.get(email));
  if (members.some((u) => !u)) throw new Error(`the district has fewer than ${FIRST_STUDENT + students - 1} students`);
  const tokens = { admin: tokenFor(admin, jwtSecret), teacher: tokenFor(teacher, jwtSecret) };
  let [klass] = await db.all('select id from classes where name = ?', [QUIZ_CLASS]);
  if (!klass) {
    klass = { id: (await call(base, '/api/classes', { method: 'POST', token: tokens.admin, body: { name: QUIZ_CLASS, teachers: [teacher.id] } })).json._id };
    await call(base, '/api/topics', { method: 'POST', token: tokens.teacher, body: { name: 'Quizzes', class: klass.id } });
  }
  const enrolled = new Set((await db.all("select user_id from class_members where class_id = ? and role = 'student'", [klass.id])).map((r) => r.user_id));
  const missing = members.filter((u) => !enrolled.has(u.id)).map((u) => u.id);
  if (missing.length > 0) await call(base, `/api/classes/${klass.id}/students`, { method: 'POST', token: tokens.admin, body: { students: missing } });
  const [topic] = await db.all('select id from topics where class_id = ? order by id limit 1', [klass.id]);
  for (const old of (await call(base, `/api/classes/${klass.id}/quizzes`, { token: tokens.teacher })).json) {
    if (old.title.startsWith(QUIZ_TITLE)) await call(base, `/api/assignments/${old._id}`, { method: 'DELETE', token: tokens.teacher });
  }
  return { classId: klass.id, topicId: topic.id, teacherToken: tokens.teacher, students: members.map((u) => ({ id: u.id, token: tokenFor(u, jwtSecret) })) };
}

/** A new 20-item quiz in the class: a 30-minute time limit, one attempt, graded into the draft, released at once. */
export async function newQuiz(base, scene, label) {
  const body = {
    topic: scene.topicId,
    title: `${QUIZ_TITLE}: ${label}`,
    description: '<p>Twenty questions</p>',
    dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    settings: { timeLimitSeconds: 1_800 },
    items: quizItems(),
  };
  const { json } = await call(base, '/api/quizzes', { method: 'POST', token: scene.teacherToken, body });
  return { id: json.assignment._id, items: json.items };
}
