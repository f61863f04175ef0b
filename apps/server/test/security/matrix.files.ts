import { API_MSG, FILE_MSG } from '@lyceum/shared/messages';
import { multipart, png } from '../files/samples';
import { membersRead, ok, refuse, signedInOnly, type MatrixRow } from './matrix-types';

/** Uploads, downloads and removing an unattached upload (files on students' work: matrix.submissions.ts). */
export const FILE_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/classes/:id/files',
    async call(s) {
      const { classId } = await s.fresh();
      const { payload, headers } = multipart([{ filename: 'diagram.png', type: 'image/png', data: png() }]);
      return { url: `/api/classes/${classId}/files`, payload, headers };
    },
    // Every member of the class: teachers for materials and assignments, students for their work.
    expect: signedInOnly({ admin: ok(201), teacher: ok(201), otherTeacher: refuse(404, API_MSG.classNotFound), student: ok(201), outsider: refuse(404, API_MSG.classNotFound) }),
  },
  {
    route: 'GET /api/files/:id',
    call: async (s) => ({ url: `/api/files/${s.records.fileId}` }),
    expect: membersRead(FILE_MSG.notFound),
  },
  {
    route: 'DELETE /api/files/:id',
    async call(s) {
      const { uploadId } = await s.fresh();
      return { url: `/api/files/${uploadId}` };
    },
    // The teacher's upload: a student of the class may not even read it (404), as for any file they cannot read.
    expect: signedInOnly({ admin: ok(200), teacher: ok(200), otherTeacher: refuse(404, FILE_MSG.notFound), student: refuse(404, FILE_MSG.notFound), outsider: refuse(404, FILE_MSG.notFound) }),
  },
];
