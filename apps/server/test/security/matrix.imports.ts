import { parseUsersCsv } from '../../src/modules/imports/users-csv';
import { previewImport } from '../../src/modules/imports/imports.service';
import { zipOf } from '../../src/modules/imports/oneroster/test-support/bundle';
import { smallSchool } from '../../src/modules/imports/oneroster/test-support/school';
import { multipart } from '../files/samples';
import type { Scene } from './scene';
import { adminOnly, type MatrixRow } from './matrix-types';

let made = 0;
const csv = () => `name,email,role\nImported Person,imported${(made += 1)}.${Date.now().toString(36)}@school.test,student\n`;

/** A stored preview of one new user, made for the cell alone. */
async function freshPreview(s: Scene): Promise<string> {
  return (await previewImport(s.ctx.db.kysely, s.users.admin, 'users-csv', Buffer.from(csv()), parseUsersCsv))._id;
}

/**
 * Waits until no import is being committed: the admin's commit cell starts a job that goes on after
 * its answer, and a refused cell after it compares the database before and after its own call.
 */
async function noCommitRunning(s: Scene): Promise<void> {
  for (let tries = 0; tries < 1_000; tries += 1) {
    const running = await s.ctx.db.kysely.selectFrom('imports').select('id').where('status', '=', 'running').executeTakeFirst();
    if (!running) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('an import commit is still running');
}

/** Roster imports: admins only, whatever the import. */
export const IMPORT_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/imports/users/preview',
    async call() {
      const { payload, headers } = multipart([{ filename: 'users.csv', type: 'text/csv', data: csv() }]);
      return { url: '/api/imports/users/preview', payload, headers };
    },
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/imports/oneroster/preview',
    async call() {
      const { payload, headers } = multipart([{ filename: 'oneroster.zip', type: 'application/zip', data: await zipOf(smallSchool()) }]);
      return { url: '/api/imports/oneroster/preview', payload, headers };
    },
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/imports/:id/commit',
    call: async (s) => {
      await noCommitRunning(s);
      return { url: `/api/imports/${await freshPreview(s)}/commit` };
    },
    // Started as a background job: 202 with the import running.
    expect: adminOnly(202),
  },
  {
    route: 'GET /api/imports/:id',
    call: async (s) => ({ url: `/api/imports/${await freshPreview(s)}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/imports/:id/rows',
    call: async (s) => ({ url: `/api/imports/${await freshPreview(s)}/rows?show=all&offset=0&limit=10` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/imports',
    call: async () => ({ url: '/api/imports' }),
    expect: adminOnly(200),
  },
];
