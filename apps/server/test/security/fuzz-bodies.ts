import { FACTORY_PASSWORD } from '../factories';
import type { BodyPlan } from './fuzz-arbitraries';
import type { RouteKey } from './route-inventory';
import type { ClassRecords, Scene } from './scene';

/** Records a fuzz call may point at: a class of the scene's members, and users to add, edit, delete. */
export interface Pool extends ClassRecords {
  /** A teacher and a student who are in no class yet. */
  newTeacherId: string;
  newStudentId: string;
}

let emails = 0;

/**
 * A body each route accepts, so mutations of it reach the handler and not only the validator.
 * Every POST and PUT route needs one (a test says so): a new route gets fuzzed in depth too.
 */
export const VALID_BODIES: Partial<Record<RouteKey, (pool: Pool, scene: Scene) => Record<string, unknown>>> = {
  'POST /api/auth/login': (_p, s) => ({ email: s.users.student.email, password: FACTORY_PASSWORD }),
  'POST /api/auth/register': () => ({ name: 'Fuzzed Person', email: `fuzz${(emails += 1)}@school.test`, password: 'long-enough-1', role: 'student' }),
  'PUT /api/users/:id': () => ({ name: 'Fuzzed Name', role: 'teacher' }),
  // No body: any sent is ignored, so fuzzed ones reach the handler as the valid call does.
  'POST /api/users/:id/deactivate': () => ({}),
  'POST /api/users/:id/reactivate': () => ({}),
  'POST /api/users/invitations': () => ({}),
  'POST /api/users/:id/invitation/email': () => ({}),
  'POST /api/auth/accept-invite': () => ({ token: 'no-such-invitation-token', password: 'long-enough-1' }),
  // Takes multipart or text/csv only: every fuzzed JSON body must be refused (415), nothing stored.
  'POST /api/imports/users/preview': () => ({ file: 'not multipart' }),
  'POST /api/imports/oneroster/preview': () => ({ file: 'not multipart' }),
  'POST /api/imports/:id/commit': () => ({}),
  'POST /api/classes': (p) => ({ name: 'Fuzzed class', description: 'From the fuzzer', meetingLink: 'https://meet.example.org/x', teachers: [p.newTeacherId] }),
  'PUT /api/classes/:id': () => ({ name: 'Renamed', description: 'Changed' }),
  'PUT /api/classes/:id/meeting-link': () => ({ meetingLink: 'https://meet.example.org/y' }),
  'POST /api/classes/:id/teachers': (p) => ({ teachers: [p.newTeacherId] }),
  'DELETE /api/classes/:id/teachers': (p) => ({ teachers: [p.extraTeacherId] }),
  'POST /api/classes/:id/students': (p) => ({ students: [p.newStudentId] }),
  'DELETE /api/classes/:id/students': (p) => ({ students: [p.classmateId] }),
  'POST /api/classes/:id/archive': () => ({}),
  'POST /api/classes/:id/copy': () => ({ name: 'Fuzzed copy' }),
  'POST /api/classes/:id/restore': () => ({}),
  'DELETE /api/classes/:id': (p) => ({ confirm: p.className }),
  'POST /api/topics': (p) => ({ name: 'Fuzzed topic', class: p.classId }),
  'POST /api/materials': (p) => ({ title: 'Fuzzed', content: '<p>Body</p>', topic: p.topicId }),
  // Takes multipart only: every fuzzed JSON body must be refused (415) with nothing stored. Bad
  // multipart bodies have their own tests (test/files/upload.test.ts, interrupted.test.ts).
  'POST /api/classes/:id/files': () => ({ file: 'not multipart' }),
  'PUT /api/materials/:id': (p) => ({ title: 'Fuzzed', content: '<p>Body</p>', topic: p.topicId }),
  'POST /api/assignments': (p) => ({ title: 'Fuzzed', description: '<p>Body</p>', dueDate: '2031-01-01T10:00:00Z', topic: p.topicId }),
  'PUT /api/assignments/:id': (p) => ({ title: 'Fuzzed', description: '<p>Body</p>', dueDate: '2031-01-01T10:00:00Z', topic: p.topicId }),
  'POST /api/comments': (p) => ({ text: 'Fuzzed remark', targetType: 'material', target: p.materialId }),
  // No body: any sent is ignored; each call replaces the caller's calendar address.
  'POST /api/calendar/feed': () => ({}),
  'PUT /api/assignments/:id/submissions/:studentId': () => ({ answer: '<p>Fuzzed answer</p>', attachments: [{ kind: 'link', url: 'https://example.org/work' }] }),
  // No body: any sent is ignored, so fuzzed ones reach the handler as the valid call does.
  'POST /api/assignments/:id/submissions/:studentId/turn-in': () => ({}),
  'POST /api/assignments/:id/submissions/:studentId/unsubmit': () => ({}),
  'POST /api/assignments/:id/submissions/:studentId/return': () => ({}),
  'POST /api/assignments/:id/return-graded': () => ({}),
  'PUT /api/assignments/:id/submissions/:studentId/grade': () => ({ grade: 7.5, feedback: 'Fuzzed feedback' }),
  'POST /api/assignments/:id/submissions/:studentId/comments': () => ({ text: 'Fuzzed private remark' }),
  // No body: any sent is ignored (the id in the path is the caller's notification, or none).
  'POST /api/notifications/:id/read': () => ({}),
  'POST /api/notifications/read-all': () => ({}),
  'PUT /api/notifications/preferences': () => ({ preferences: [{ kind: 'comment', channel: 'both' }] }),
  // Languages: the user's own, and the school's default (admins).
  'PUT /api/auth/me/preferences': () => ({ locale: 'es', timeZone: 'Europe/Madrid' }),
  'PUT /api/school-settings': () => ({ defaultLocale: 'en' }),
  'POST /api/events/ticket': () => ({}),
  // Quizzes: the fuzz scene's assignment is no quiz (a 404 after validation), and its attempt ids none.
  'POST /api/quizzes': (p) => ({ title: 'Fuzzed quiz', description: '<p>Body</p>', dueDate: '2031-01-01T10:00:00Z', topic: p.topicId, items: [{ kind: 'true_false', id: 'q1', prompt: '<p>Yes?</p>', points: 1, correct: true }] }),
  'PUT /api/quizzes/:id': (p) => ({ title: 'Fuzzed quiz', description: '<p>Body</p>', dueDate: '2031-01-01T10:00:00Z', topic: p.topicId, items: [{ kind: 'true_false', id: 'q1', prompt: '<p>Yes?</p>', points: 1, correct: true }] }),
  'POST /api/quizzes/:id/release': () => ({}),
  'POST /api/quizzes/:id/attempts': () => ({}),
  'PUT /api/quiz-attempts/:id/answers/:item': () => ({ kind: 'true_false', value: true }),
  'POST /api/quiz-attempts/:id/turn-in': () => ({}),
  'PUT /api/quiz-attempts/:id/items/:item/points': () => ({ points: 1 }),
  // Questions: a short-answer question posted to the scene's topic; an answer (the scene's assignment is no question: its 404 after validation).
  'POST /api/questions': (p) => ({ title: 'Fuzzed question?', dueDate: '2031-01-01T10:00:00Z', topic: p.topicId, question: { kind: 'short_answer', showClassmates: false, studentsCanEdit: true } }),
  'PUT /api/questions/:id': (p) => ({ title: 'Fuzzed question?', dueDate: '2031-01-01T10:00:00Z', topic: p.topicId, question: { kind: 'multiple_choice', choices: ['Yes', 'No'], showClassmates: true, studentsCanEdit: false } }),
  'PUT /api/questions/:id/answer': () => ({ text: 'Fuzzed answer' }),
  'POST /api/quizzes/import-preview': () => ({ format: 'gift', text: '::Q:: Two plus two? {=4 ~5}' }),
  // Multipart or application/zip only: every fuzzed JSON body must be refused (415).
  'POST /api/quizzes/import-preview/package': () => ({ file: 'not multipart' }),
  'POST /api/quizzes/:id/import': () => ({ items: [{ kind: 'true_false', id: 'q1', prompt: '<p>Yes?</p>', points: 1, correct: true }] }),
  // The question bank: the fuzz scene's bank item ids are none (a 404 after validation).
  'POST /api/question-bank/items': (p) => ({ classId: p.classId, items: [{ item: { kind: 'true_false', id: 'q1', prompt: '<p>Yes?</p>', points: 1, correct: true }, tags: ['fuzz'] }] }),
  'PUT /api/question-bank/items/:id': () => ({ item: { kind: 'true_false', id: 'q1', prompt: '<p>Yes?</p>', points: 1, correct: true }, tags: ['fuzz'] }),
  'POST /api/question-bank/copies': () => ({ ids: ['q1'], takenIds: [] }),
  // Its body is not read (RFC 8058's List-Unsubscribe=One-Click, or anything): the token in the address counts.
  'POST /api/notifications/unsubscribe': () => ({}),
  // Single sign-on: a provider nothing answers for (saving does not ask it), the settings, the handoff.
  'POST /api/admin/sso/providers': () => ({ kind: 'oidc', label: 'Fuzzed ID', issuer: 'https://idp.example.org', clientId: 'fuzz', clientSecret: 'fuzz-secret', domains: ['school.test'] }),
  'PUT /api/admin/sso/providers/:id': () => ({ kind: 'oidc', label: 'Fuzzed ID', issuer: 'https://idp.example.org', clientId: 'fuzz', domains: ['school.test'] }),
  'POST /api/admin/sso/providers/:id/check': () => ({}),
  'PUT /api/admin/sso/settings': () => ({ passwordsOffFor: [], helpContact: 'the office' }),
  'POST /api/auth/sso/exchange': () => ({ code: 'fuzzed-code' }),
  'POST /api/auth/sso/:id/logout': () => ({}),
  // The IdP's page sends a form; the route takes the same fields as JSON, so the fuzzer's bodies reach it.
  'POST /api/auth/sso/:id/acs': () => ({ SAMLResponse: Buffer.from('<samlp:Response/>').toString('base64'), RelayState: '/' }),
};

/** A real id for a path parameter, chosen by the route's resource and the parameter's name. */
export function realParam(route: RouteKey, name: string, pool: Pool, userId: string, chosen: Record<string, string>): string {
  if (name === 'role') return 'students';
  if (name === 'targetType') return 'assignment';
  if (name === 'studentId') return pool.studentId;
  if (name === 'item') return 'q1';
  if (name === 'targetId') return chosen.targetType === 'material' ? pool.materialId : pool.assignmentId;
  const resource = route.split(' ')[1]?.split('/')[2];
  switch (resource) {
    case 'users': return userId;
    case 'topics': return pool.topicId;
    case 'materials': return pool.materialId;
    case 'assignments':
    case 'quizzes': return pool.assignmentId;
    case 'comments': return pool.studentCommentId;
    default: return pool.classId;
  }
}

export interface WireBody {
  payload?: string;
  contentType?: string;
}

/** JSON text by hand, so keys like `__proto__` stay literal keys instead of setting a prototype. */
const objectText = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

/** The bytes a body plan stands for, for this route. */
export function wireBody(plan: BodyPlan, valid: Record<string, unknown> | undefined): WireBody {
  const json = (payload: string): WireBody => ({ payload, contentType: 'application/json' });
  switch (plan.kind) {
    case 'none':
      return {};
    case 'valid':
      return json(JSON.stringify(valid ?? {}));
    case 'json':
      return json(JSON.stringify(plan.value) ?? 'null');
    case 'mutate': {
      const entries = Object.entries(valid ?? {});
      const at = entries.length ? plan.pick % entries.length : 0;
      if (plan.op === 'evil' || entries.length === 0) entries.push([plan.key, plan.value]);
      else if (plan.op === 'drop') entries.splice(at, 1);
      else entries[at] = [entries[at]?.[0] ?? plan.key, plan.value];
      return json(objectText(entries));
    }
    case 'raw':
      return plan.contentType === null ? { payload: plan.text } : { payload: plan.text, contentType: plan.contentType };
    case 'deep': {
      const close = plan.open === '[' ? ']' : '}';
      return json(`${plan.open.repeat(plan.depth)}1${close.repeat(plan.depth)}`);
    }
  }
}

/** A short description of a body for failure messages (bodies can be megabytes). */
export function describeBody(body: WireBody): string {
  if (body.payload === undefined) return 'no body';
  const text = body.payload.length > 300 ? `${body.payload.slice(0, 300)}… (${body.payload.length} chars)` : body.payload;
  return `${body.contentType ?? 'no content-type'}: ${text}`;
}
