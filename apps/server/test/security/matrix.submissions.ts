import { API_MSG, FILE_MSG, WORK_MSG } from '@lyceum/shared/messages';
import { addFile, addSubmission } from '../files/helpers';
import { ok, refuse, signedInOnly, type MatrixRow } from './matrix-types';
import type { Scene } from './scene';

/**
 * Students' work. The scene's student has work on the scene's assignment (worth 10 points) with a
 * draft grade; "a classmate's work" rows name the class's other student instead.
 */
const hidden = refuse(404, API_MSG.assignmentNotFound);

/** The student's own work: theirs, the class's teachers' and admins'; outsiders do not see the assignment. */
const workRead = (status: 200 | 201 = 200) =>
  signedInOnly({ admin: ok(status), teacher: ok(status), otherTeacher: hidden, student: ok(status), outsider: hidden });

/** Another student's work: a classmate gets the 404 of work that does not exist. */
const classmateWorkRead = (status: 200 | 201 = 200) =>
  signedInOnly({ admin: ok(status), teacher: ok(status), otherTeacher: hidden, student: refuse(404, WORK_MSG.notFound), outsider: hidden });

/** What only the student does to their own work (save, turn in, unsubmit). */
const studentOnly = signedInOnly({
  admin: refuse(403, WORK_MSG.studentOnly),
  teacher: refuse(403, WORK_MSG.studentOnly),
  otherTeacher: hidden,
  student: ok(200),
  outsider: hidden,
});

/** What only the class's teachers and admins do (the list, grading, returning). */
const graders = (status: 200 | 201 = 200) =>
  signedInOnly({ admin: ok(status), teacher: ok(status), otherTeacher: hidden, student: refuse(403, WORK_MSG.teachersOnly), outsider: hidden });

const workUrl = (assignmentId: string, studentId: string, tail = '') => `/api/assignments/${assignmentId}/submissions/${studentId}${tail}`;

/** Fresh records whose student's work is turned in (for Unsubmit). */
async function turnedIn(s: Scene) {
  const records = await s.fresh();
  await s.ctx.db.kysely.updateTable('submissions').set({ state: 'turned_in', turned_in_at: new Date().toISOString() }).where('id', '=', records.submissionId).execute();
  return records;
}

export const SUBMISSION_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/assignments/:id/submissions',
    call: async (s) => ({ url: `/api/assignments/${s.records.assignmentId}/submissions` }),
    expect: graders(),
  },
  {
    route: 'POST /api/assignments/:id/return-graded',
    async call(s) {
      const { assignmentId } = await s.fresh();
      return { url: `/api/assignments/${assignmentId}/return-graded` };
    },
    expect: graders(),
  },
  {
    route: 'GET /api/assignments/:id/submissions/:studentId',
    call: async (s) => ({ url: workUrl(s.records.assignmentId, s.records.studentId) }),
    expect: workRead(),
  },
  {
    route: 'GET /api/assignments/:id/submissions/:studentId',
    variant: "a classmate's work",
    call: async (s) => ({ url: workUrl(s.records.assignmentId, s.records.classmateId) }),
    expect: classmateWorkRead(),
  },
  {
    route: 'PUT /api/assignments/:id/submissions/:studentId',
    async call(s) {
      const { assignmentId, studentId } = await s.fresh();
      return { url: workUrl(assignmentId, studentId), payload: { answer: '<p>My second try</p>' } };
    },
    expect: studentOnly,
  },
  {
    route: 'POST /api/assignments/:id/submissions/:studentId/turn-in',
    async call(s) {
      const { assignmentId, studentId } = await s.fresh();
      return { url: workUrl(assignmentId, studentId, '/turn-in') };
    },
    expect: studentOnly,
  },
  {
    route: 'POST /api/assignments/:id/submissions/:studentId/unsubmit',
    async call(s) {
      const { assignmentId, studentId } = await turnedIn(s);
      return { url: workUrl(assignmentId, studentId, '/unsubmit') };
    },
    expect: studentOnly,
  },
  {
    route: 'PUT /api/assignments/:id/submissions/:studentId/grade',
    async call(s) {
      const { assignmentId, studentId } = await s.fresh();
      return { url: workUrl(assignmentId, studentId, '/grade'), payload: { grade: 9.5, feedback: 'Nearly perfect' } };
    },
    expect: graders(),
  },
  {
    route: 'PUT /api/assignments/:id/submissions/:studentId/grade',
    variant: "a classmate's work",
    async call(s) {
      const { assignmentId, classmateId } = await s.fresh();
      return { url: workUrl(assignmentId, classmateId, '/grade'), payload: { grade: 6, feedback: '' } };
    },
    expect: graders(),
  },
  {
    route: 'POST /api/assignments/:id/submissions/:studentId/return',
    async call(s) {
      const { assignmentId, studentId } = await s.fresh();
      return { url: workUrl(assignmentId, studentId, '/return') };
    },
    expect: graders(),
  },
  {
    route: 'GET /api/assignments/:id/submissions/:studentId/comments',
    call: async (s) => ({ url: workUrl(s.records.assignmentId, s.records.studentId, '/comments') }),
    expect: workRead(),
  },
  {
    route: 'GET /api/assignments/:id/submissions/:studentId/comments',
    variant: "a classmate's work",
    call: async (s) => ({ url: workUrl(s.records.assignmentId, s.records.classmateId, '/comments') }),
    expect: classmateWorkRead(),
  },
  {
    route: 'POST /api/assignments/:id/submissions/:studentId/comments',
    async call(s) {
      const { assignmentId, studentId } = await s.fresh();
      return { url: workUrl(assignmentId, studentId, '/comments'), payload: { text: 'Could you look at question 3?' } };
    },
    expect: workRead(201),
  },
  {
    route: 'POST /api/assignments/:id/submissions/:studentId/comments',
    variant: "a classmate's work",
    async call(s) {
      const { assignmentId, classmateId } = await s.fresh();
      return { url: workUrl(assignmentId, classmateId, '/comments'), payload: { text: 'Let me see yours' } };
    },
    expect: classmateWorkRead(201),
  },
  {
    route: 'GET /api/files/:id',
    variant: "a file on the student's work",
    async call(s) {
      const fileId = await addFile(s.ctx, s.records.classId, { submissionId: s.records.submissionId, uploadedBy: s.records.studentId });
      return { url: `/api/files/${fileId}` };
    },
    expect: signedInOnly({ admin: ok(200), teacher: ok(200), otherTeacher: refuse(404, FILE_MSG.notFound), student: ok(200), outsider: refuse(404, FILE_MSG.notFound) }),
  },
  {
    route: 'GET /api/files/:id',
    variant: "a file on a classmate's work",
    async call(s) {
      const { classId, assignmentId, classmateId } = await s.fresh();
      const submissionId = await addSubmission(s.ctx, { assignmentId, classId, studentId: classmateId }, { state: 'turned_in' });
      const fileId = await addFile(s.ctx, classId, { submissionId, uploadedBy: classmateId });
      return { url: `/api/files/${fileId}` };
    },
    expect: signedInOnly({
      admin: ok(200),
      teacher: ok(200),
      otherTeacher: refuse(404, FILE_MSG.notFound),
      student: refuse(404, FILE_MSG.notFound),
      outsider: refuse(404, FILE_MSG.notFound),
    }),
  },
  {
    route: 'DELETE /api/files/:id',
    variant: "the student's own upload",
    async call(s) {
      const { classId, studentId } = await s.fresh();
      return { url: `/api/files/${await addFile(s.ctx, classId, { uploadedBy: studentId })}` };
    },
    expect: signedInOnly({ admin: ok(200), teacher: ok(200), otherTeacher: refuse(404, FILE_MSG.notFound), student: ok(200), outsider: refuse(404, FILE_MSG.notFound) }),
  },
];
