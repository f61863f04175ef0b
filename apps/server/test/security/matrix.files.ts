import { API_MSG, FILE_MSG } from '@lyceum/shared/messages';
import { multipart, png } from '../files/samples';
import { membersRead, teachersWrite, type MatrixRow } from './matrix-types';

/** Uploads, downloads and removing an unattached upload. */
export const FILE_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/classes/:id/files',
    async call(s) {
      const { classId } = await s.fresh();
      const { payload, headers } = multipart([{ filename: 'diagram.png', type: 'image/png', data: png() }]);
      return { url: `/api/classes/${classId}/files`, payload, headers };
    },
    expect: teachersWrite(201, API_MSG.classNotFound),
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
    expect: teachersWrite(200, FILE_MSG.notFound),
  },
];
