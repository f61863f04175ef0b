import { CLASS_ARCHIVE_MSG } from '@lyceum/shared/class-archive';
import { API_MSG } from '@lyceum/shared/messages';
import { adminOnly, anySignedIn, membersChange, membersRead, ok, refuse, signedInOnly, teachersWrite, type MatrixRow } from './matrix-types';

/** Archiving and restoring: admins and the class's teachers; students by their role 403, other teachers 404. */
const archiving = () =>
  signedInOnly({
    admin: ok(200),
    teacher: ok(200),
    otherTeacher: refuse(404, API_MSG.classNotFound),
    student: refuse(403, API_MSG.forbidden),
    outsider: refuse(403, API_MSG.forbidden),
  });

/** A fresh class, archived as a roster import archives one (the column set directly). */
async function archivedClass(s: Parameters<MatrixRow['call']>[0]): Promise<string> {
  const { classId } = await s.fresh();
  await s.ctx.db.kysely.updateTable('classes').set({ archived_at: new Date().toISOString() }).where('id', '=', classId).execute();
  return classId;
}

/** Classes and their members. */
export const CLASS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/classes',
    call: async () => ({ url: '/api/classes' }),
    expect: anySignedIn(200),
  },
  {
    route: 'POST /api/classes',
    call: async () => ({ url: '/api/classes', payload: { name: 'New class', description: 'Made by the matrix' } }),
    expect: signedInOnly({
      admin: ok(201),
      teacher: ok(201),
      otherTeacher: ok(201),
      student: refuse(403, API_MSG.forbidden),
      outsider: refuse(403, API_MSG.forbidden),
    }),
  },
  {
    route: 'GET /api/classes/:id',
    call: async (s) => ({ url: `/api/classes/${s.records.classId}` }),
    expect: membersRead(API_MSG.classNotFound),
  },
  {
    route: 'GET /api/classes/:id/topics',
    call: async (s) => ({ url: `/api/classes/${s.records.classId}/topics` }),
    expect: membersRead(API_MSG.classNotFound),
  },
  {
    route: 'GET /api/classes/:id/classwork',
    call: async (s) => ({ url: `/api/classes/${s.records.classId}/classwork` }),
    expect: membersRead(API_MSG.classNotFound),
  },
  {
    route: 'PUT /api/classes/:id',
    async call(s) {
      const { classId } = await s.fresh();
      return { url: `/api/classes/${classId}`, payload: { name: 'Renamed', description: 'Changed' } };
    },
    expect: teachersWrite(200, API_MSG.classNotFound),
  },
  {
    route: 'PUT /api/classes/:id/meeting-link',
    async call(s) {
      const { classId } = await s.fresh();
      return { url: `/api/classes/${classId}/meeting-link`, payload: { meetingLink: 'https://meet.example.org/room' } };
    },
    expect: teachersWrite(200, API_MSG.classNotFound),
  },
  {
    route: 'POST /api/classes/:id/teachers',
    async call(s) {
      const { classId } = await s.fresh();
      const newcomer = await s.ctx.factories.user('teacher');
      return { url: `/api/classes/${classId}/teachers`, payload: { teachers: [newcomer.id] } };
    },
    expect: membersChange(),
  },
  {
    route: 'DELETE /api/classes/:id/teachers',
    async call(s) {
      const { classId, extraTeacherId } = await s.fresh();
      return { url: `/api/classes/${classId}/teachers`, payload: { teachers: [extraTeacherId] } };
    },
    expect: membersChange(),
  },
  {
    route: 'POST /api/classes/:id/students',
    async call(s) {
      const { classId } = await s.fresh();
      const newcomer = await s.ctx.factories.user('student');
      return { url: `/api/classes/${classId}/students`, payload: { students: [newcomer.id] } };
    },
    expect: membersChange(),
  },
  {
    route: 'DELETE /api/classes/:id/students',
    async call(s) {
      const { classId, classmateId } = await s.fresh();
      return { url: `/api/classes/${classId}/students`, payload: { students: [classmateId] } };
    },
    expect: membersChange(),
  },
  {
    route: 'GET /api/classes',
    variant: 'archived',
    call: async () => ({ url: '/api/classes?archived=true' }),
    expect: anySignedIn(200),
  },
  {
    route: 'POST /api/classes/:id/archive',
    async call(s) {
      const { classId } = await s.fresh();
      return { url: `/api/classes/${classId}/archive` };
    },
    expect: archiving(),
  },
  {
    route: 'POST /api/classes/:id/restore',
    call: async (s) => ({ url: `/api/classes/${await archivedClass(s)}/restore` }),
    expect: archiving(),
  },
  {
    // Copies the scene's class (its quiz, bank and files with it): nothing of the original changes.
    route: 'POST /api/classes/:id/copy',
    call: async (s) => ({ url: `/api/classes/${s.records.classId}/copy`, payload: {} }),
    expect: signedInOnly({
      admin: ok(201),
      teacher: ok(201),
      otherTeacher: refuse(404, API_MSG.classNotFound),
      student: refuse(403, API_MSG.forbidden),
      outsider: refuse(403, API_MSG.forbidden),
    }),
  },
  {
    route: 'DELETE /api/classes/:id',
    async call(s) {
      const { classId, className } = await s.fresh();
      return { url: `/api/classes/${classId}`, payload: { confirm: className } };
    },
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/classes/:id',
    variant: 'archived class',
    call: async (s) => ({ url: `/api/classes/${await archivedClass(s)}`, payload: { name: 'Renamed', description: 'Changed' } }),
    // Who may not edit is told so first; who may, that the class is read-only.
    expect: signedInOnly({
      admin: refuse(409, CLASS_ARCHIVE_MSG.readOnly),
      teacher: refuse(409, CLASS_ARCHIVE_MSG.readOnly),
      otherTeacher: refuse(404, API_MSG.classNotFound),
      student: refuse(403, API_MSG.forbidden),
      outsider: refuse(404, API_MSG.classNotFound),
    }),
  },
];
