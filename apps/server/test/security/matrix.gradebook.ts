import { API_MSG } from '@lyceum/shared/messages';
import { membersRead, type MatrixRow } from './matrix-types';

/**
 * A class's gradebook, as JSON and as CSV: its teachers and admins read every student, a student
 * of the class their own row (the leak checks hold them to it: no classmate's name, no address but
 * their own), anyone else the class's 404.
 */
export const GRADEBOOK_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/classes/:id/gradebook',
    call: async (s) => ({ url: `/api/classes/${s.records.classId}/gradebook` }),
    expect: membersRead(API_MSG.classNotFound),
  },
  {
    route: 'GET /api/classes/:id/gradebook.csv',
    call: async (s) => ({ url: `/api/classes/${s.records.classId}/gradebook.csv` }),
    expect: membersRead(API_MSG.classNotFound),
  },
];
