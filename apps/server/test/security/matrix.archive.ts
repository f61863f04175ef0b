import { adminOnly, type MatrixRow } from './matrix-types';

/** The whole school's export: everyone's data, so admins only. */
export const ARCHIVE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/export',
    call: async () => ({ url: '/api/export' }),
    expect: adminOnly(200),
  },
];
