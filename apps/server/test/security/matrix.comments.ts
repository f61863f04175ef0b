import { API_MSG } from '@lyceum/shared/messages';
import { membersRead, ok, refuse, signedInOnly, type MatrixRow } from './matrix-types';

/** Members may post; outsiders learn nothing about the target (its own 404). */
const membersPost = (hidden: string) =>
  signedInOnly({ admin: ok(201), teacher: ok(201), otherTeacher: refuse(404, hidden), student: ok(201), outsider: refuse(404, hidden) });

/** Comments: members read and post; only the author or an admin deletes, even a teacher of the class may not. */
export const COMMENT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/comments/:targetType/:targetId',
    variant: 'material',
    call: async (s) => ({ url: `/api/comments/material/${s.records.materialId}` }),
    expect: membersRead(API_MSG.materialNotFound),
  },
  {
    route: 'GET /api/comments/:targetType/:targetId',
    variant: 'assignment',
    call: async (s) => ({ url: `/api/comments/assignment/${s.records.assignmentId}` }),
    expect: membersRead(API_MSG.assignmentNotFound),
  },
  {
    route: 'POST /api/comments',
    variant: 'on a material',
    async call(s) {
      const { materialId } = await s.fresh();
      return { url: '/api/comments', payload: { text: 'A remark', targetType: 'material', target: materialId } };
    },
    expect: membersPost(API_MSG.materialNotFound),
  },
  {
    route: 'POST /api/comments',
    variant: 'on an assignment',
    async call(s) {
      const { assignmentId } = await s.fresh();
      return { url: '/api/comments', payload: { text: 'A remark', targetType: 'assignment', target: assignmentId } };
    },
    expect: membersPost(API_MSG.assignmentNotFound),
  },
  {
    route: 'DELETE /api/comments/:id',
    variant: "the student's comment",
    async call(s) {
      const { studentCommentId } = await s.fresh();
      return { url: `/api/comments/${studentCommentId}` };
    },
    expect: signedInOnly({
      admin: ok(200),
      teacher: refuse(403, API_MSG.forbidden),
      otherTeacher: refuse(404, API_MSG.commentNotFound),
      student: ok(200),
      outsider: refuse(404, API_MSG.commentNotFound),
    }),
  },
  {
    route: 'DELETE /api/comments/:id',
    variant: "the teacher's comment",
    async call(s) {
      const { teacherCommentId } = await s.fresh();
      return { url: `/api/comments/${teacherCommentId}` };
    },
    expect: signedInOnly({
      admin: ok(200),
      teacher: ok(200),
      otherTeacher: refuse(404, API_MSG.commentNotFound),
      student: refuse(403, API_MSG.forbidden),
      outsider: refuse(404, API_MSG.commentNotFound),
    }),
  },
];
