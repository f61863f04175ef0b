import { API_MSG } from '@lyceum/shared/messages';
import { quizItemSchema } from '@lyceum/shared/quiz-items';
import { QUIZ_API_MSG } from '@lyceum/shared/quizzes';
import { writeQtiPackage } from '../../src/modules/quizzes/qti-package';
import { multipart } from '../files/samples';
import { ok, refuse, signedInOnly, teachersWrite, type MatrixRow } from './matrix-types';
import { addAttempt, addQuiz, quizRequest } from './quiz-records';
import { CLASS_SECRET, type Scene } from './scene';

/**
 * Quizzes (docs/quizzes.md). The scene's quiz has the student's attempt turned in and the
 * classmate's open; cells that change something get a quiz of their own in fresh records, with
 * the attempt the route needs. Another class's teacher and a student not in the class get the
 * quiz's (or the attempt's) 404, as if it did not exist; a member on the wrong side gets a 403.
 */
const quizHidden = refuse(404, QUIZ_API_MSG.notFound);
const attemptHidden = refuse(404, QUIZ_API_MSG.attemptNotFound);
const teachersOnly = refuse(403, QUIZ_API_MSG.teachersOnly);
const studentsOnly = refuse(403, QUIZ_API_MSG.studentsOnly);

/** The key, the grading and the figures: the class's teachers and admins; its students 403. */
const staff = (status: 200 | 201 = 200) =>
  signedInOnly({ admin: ok(status), teacher: ok(status), otherTeacher: quizHidden, student: teachersOnly, outsider: quizHidden });

/** Taking the quiz: the class's students; its teachers and admins 403. */
const takers = (status: 200 | 201 = 200) =>
  signedInOnly({ admin: studentsOnly, teacher: studentsOnly, otherTeacher: quizHidden, student: ok(status), outsider: quizHidden });

/** An attempt's own student; the class's teachers and admins 403, anyone else the attempt's 404. */
const ownAttempt = signedInOnly({ admin: studentsOnly, teacher: studentsOnly, otherTeacher: attemptHidden, student: ok(200), outsider: attemptHidden });

/** A classmate's attempt: to the student it does not exist. */
const classmateAttempt = signedInOnly({ admin: studentsOnly, teacher: studentsOnly, otherTeacher: attemptHidden, student: attemptHidden, outsider: attemptHidden });

/** Points by hand on an attempt: the class's teachers and admins; its student 403 on their own, 404 on a classmate's. */
const attemptGraders = (student: 'own' | 'classmate') =>
  signedInOnly({ admin: ok(200), teacher: ok(200), otherTeacher: attemptHidden, student: student === 'own' ? teachersOnly : attemptHidden, outsider: attemptHidden });

/** A quiz of its own in fresh records, and the attempt asked for (answered, turned in or not). */
async function freshQuiz(s: Scene, attempt: { by: 'student' | 'classmate'; turnIn: boolean } | null) {
  const records = await s.fresh();
  const makers = { ctx: s.ctx, teacher: s.users.teacher, student: s.users.student, classmateId: records.classmateId };
  const quizId = await addQuiz(makers, records.topicId, CLASS_SECRET);
  const attemptId = attempt ? await addAttempt(makers, quizId, { ...attempt, essay: `An essay ${CLASS_SECRET}` }) : '';
  return { records, quizId, attemptId };
}

const answerUrl = (attemptId: string) => `/api/quiz-attempts/${attemptId}/answers/earth`;
const TRUE = { kind: 'true_false', value: true };

export const QUIZ_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/quizzes',
    async call(s) {
      const { topicId } = await s.fresh();
      return { url: '/api/quizzes', payload: quizRequest(topicId, 'New') };
    },
    expect: teachersWrite(201, API_MSG.topicNotFound),
  },
  {
    route: 'GET /api/quizzes/:id',
    call: async (s) => ({ url: `/api/quizzes/${s.quiz.quizId}` }),
    expect: staff(),
  },
  {
    route: 'PUT /api/quizzes/:id',
    async call(s) {
      const { records, quizId } = await freshQuiz(s, { by: 'student', turnIn: true });
      return { url: `/api/quizzes/${quizId}`, payload: quizRequest(records.topicId, 'Edited') };
    },
    expect: staff(),
  },
  {
    route: 'GET /api/classes/:id/quizzes',
    call: async (s) => ({ url: `/api/classes/${s.records.classId}/quizzes` }),
    expect: signedInOnly({
      admin: ok(200),
      teacher: ok(200),
      otherTeacher: refuse(404, API_MSG.classNotFound),
      student: teachersOnly,
      outsider: refuse(404, API_MSG.classNotFound),
    }),
  },
  {
    route: 'POST /api/quizzes/:id/release',
    async call(s) {
      const { quizId } = await freshQuiz(s, { by: 'student', turnIn: true });
      return { url: `/api/quizzes/${quizId}/release` };
    },
    expect: staff(),
  },
  {
    route: 'GET /api/quizzes/:id/attempts',
    call: async (s) => ({ url: `/api/quizzes/${s.quiz.quizId}/attempts` }),
    expect: staff(),
  },
  {
    route: 'GET /api/quizzes/:id/statistics',
    call: async (s) => ({ url: `/api/quizzes/${s.quiz.quizId}/statistics` }),
    expect: staff(),
  },
  {
    route: 'GET /api/quizzes/:id/qti',
    call: async (s) => ({ url: `/api/quizzes/${s.quiz.quizId}/qti` }),
    expect: staff(),
  },
  {
    route: 'GET /api/quizzes/:id/mine',
    call: async (s) => ({ url: `/api/quizzes/${s.quiz.quizId}/mine` }),
    expect: takers(),
  },
  {
    route: 'POST /api/quizzes/:id/attempts',
    async call(s) {
      const { quizId } = await freshQuiz(s, null);
      return { url: `/api/quizzes/${quizId}/attempts` };
    },
    expect: takers(201),
  },
  {
    route: 'PUT /api/quiz-attempts/:id/answers/:item',
    async call(s) {
      const { attemptId } = await freshQuiz(s, { by: 'student', turnIn: false });
      return { url: answerUrl(attemptId), payload: TRUE };
    },
    expect: ownAttempt,
  },
  {
    route: 'PUT /api/quiz-attempts/:id/answers/:item',
    variant: "a classmate's attempt",
    async call(s) {
      const { attemptId } = await freshQuiz(s, { by: 'classmate', turnIn: false });
      return { url: answerUrl(attemptId), payload: TRUE };
    },
    expect: classmateAttempt,
  },
  {
    route: 'POST /api/quiz-attempts/:id/turn-in',
    async call(s) {
      const { attemptId } = await freshQuiz(s, { by: 'student', turnIn: false });
      return { url: `/api/quiz-attempts/${attemptId}/turn-in` };
    },
    expect: ownAttempt,
  },
  {
    route: 'POST /api/quiz-attempts/:id/turn-in',
    variant: "a classmate's attempt",
    async call(s) {
      const { attemptId } = await freshQuiz(s, { by: 'classmate', turnIn: false });
      return { url: `/api/quiz-attempts/${attemptId}/turn-in` };
    },
    expect: classmateAttempt,
  },
  {
    route: 'PUT /api/quiz-attempts/:id/items/:item/points',
    async call(s) {
      const { attemptId } = await freshQuiz(s, { by: 'student', turnIn: true });
      return { url: `/api/quiz-attempts/${attemptId}/items/why/points`, payload: { points: 4 } };
    },
    expect: attemptGraders('own'),
  },
  {
    route: 'PUT /api/quiz-attempts/:id/items/:item/points',
    variant: "a classmate's attempt",
    async call(s) {
      const { attemptId } = await freshQuiz(s, { by: 'classmate', turnIn: true });
      return { url: `/api/quiz-attempts/${attemptId}/items/why/points`, payload: { points: 4 } };
    },
    expect: attemptGraders('classmate'),
  },
  {
    route: 'POST /api/quizzes/import-preview',
    call: async () => ({ url: '/api/quizzes/import-preview', payload: { format: 'gift', text: '::Sum:: Two plus two? {=4 ~5}' } }),
    expect: signedInOnly({
      admin: ok(200),
      teacher: ok(200),
      otherTeacher: ok(200),
      student: refuse(403, QUIZ_API_MSG.importTeachersOnly),
      outsider: refuse(403, QUIZ_API_MSG.importTeachersOnly),
    }),
  },
  {
    route: 'POST /api/quizzes/import-preview/package',
    call: async () => ({ url: '/api/quizzes/import-preview/package', ...(await qtiPackageUpload()) }),
    expect: signedInOnly({
      admin: ok(200),
      teacher: ok(200),
      otherTeacher: ok(200),
      student: refuse(403, QUIZ_API_MSG.importTeachersOnly),
      outsider: refuse(403, QUIZ_API_MSG.importTeachersOnly),
    }),
  },
  {
    route: 'POST /api/quizzes/:id/import',
    async call(s) {
      const { quizId } = await freshQuiz(s, null);
      return { url: `/api/quizzes/${quizId}/import`, payload: { items: [{ kind: 'true_false', id: 'imported', prompt: '<p>Imported</p>', points: 1, correct: false }] } };
    },
    expect: staff(),
  },
];

/** A QTI 3.0 package of one item, as a multipart upload. */
async function qtiPackageUpload(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const item = quizItemSchema.parse({ kind: 'true_false', id: 'tf', prompt: '<p>True?</p>', points: 1, correct: true });
  return multipart([{ filename: 'package.zip', type: 'application/zip', data: await writeQtiPackage([{ item, title: 'True?' }], 'pkg') }]);
}
