import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_ROWS } from './matrix.archive';
import { snapshotDb } from './db-snapshot';
import { expectNoLeak } from './leaks';
import { CALENDAR_ROWS } from './matrix.calendar';
import { CLASS_ROWS } from './matrix.classes';
import { COMMENT_ROWS } from './matrix.comments';
import { CONTENT_ROWS } from './matrix.content';
import { EMAIL_ROWS } from './matrix.email';
import type { MatrixRow } from './matrix-types';
import { FILE_ROWS } from './matrix.files';
import { GRADEBOOK_ROWS } from './matrix.gradebook';
import { NOTIFICATION_ROWS } from './matrix.notifications';
import { SEARCH_ROWS } from './matrix.search';
import { IMPORT_ROWS } from './matrix.imports';
import { QUIZ_ROWS } from './matrix.quizzes';
import { QUESTION_BANK_ROWS } from './matrix.question-bank';
import { QUESTION_ROWS } from './matrix.questions';
import { SUBMISSION_ROWS } from './matrix.submissions';
import { USER_ROWS } from './matrix.users';
import { SSO_ROWS } from './matrix.sso';
import { createInventoriedContext, type Inventory } from './route-inventory';
import { buildScene, CALLERS, type Scene } from './scene';
import { injectAnswer } from './stream-answer';

/**
 * Every API route, called as each kind of caller against the records of one class, must answer
 * exactly as the table says: refusals with their exact message and no change to the database,
 * successes without showing the caller anything of a class or a person they may not see.
 */
const ROWS: MatrixRow[] = [...USER_ROWS, ...CLASS_ROWS, ...CONTENT_ROWS, ...COMMENT_ROWS, ...FILE_ROWS, ...IMPORT_ROWS, ...GRADEBOOK_ROWS, ...SUBMISSION_ROWS, ...QUIZ_ROWS, ...QUESTION_BANK_ROWS, ...QUESTION_ROWS, ...CALENDAR_ROWS, ...NOTIFICATION_ROWS, ...EMAIL_ROWS, ...ARCHIVE_ROWS, ...SEARCH_ROWS, ...SSO_ROWS];

let inventory: Inventory;
let scene: Scene;

beforeAll(async () => {
  inventory = await createInventoriedContext();
  scene = await buildScene(inventory.ctx);
});
afterAll(async () => {
  await inventory.ctx.close();
});

describe('the matrix covers the API', () => {
  it('has a row for every route under /api (a new route without a row fails here)', () => {
    const covered = new Set(ROWS.map((row) => row.route));
    expect(inventory.routes.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('has no row for a route that does not exist', () => {
    const existing = new Set(inventory.routes);
    expect(ROWS.map((row) => row.route).filter((route) => !existing.has(route))).toEqual([]);
  });

  it("refuses the expired token for its age alone (signature and user are the admin's)", () => {
    const token = (scene.headers.expiredToken.authorization ?? '').replace(/^Bearer /, '');
    expect(() => inventory.ctx.app.jwt.verify(token)).toThrow(expect.objectContaining({ code: 'FAST_JWT_EXPIRED' }));
    expect(inventory.ctx.app.jwt.decode(token)).toMatchObject({ sub: scene.users.admin.id, ver: 0 });
  });
});

for (const row of ROWS) {
  describe(row.variant ? `${row.route} (${row.variant})` : row.route, () => {
    it.each(CALLERS)('as %s', async (caller) => {
      const { ctx } = inventory;
      const spec = await row.call(scene, caller);
      const expected = row.expect[caller];
      const before = expected.status >= 400 ? await snapshotDb(ctx.db) : null;
      const res = await injectAnswer(
        ctx.app,
        { method: row.route.split(' ')[0] as HTTPMethods, url: spec.url, headers: { ...scene.headers[caller], ...spec.headers }, ...(spec.payload ? { payload: spec.payload } : {}) },
        spec.stream === true,
      );
      const { body } = res;
      // The URL the row built must reach the route the row is about.
      expect(inventory.lastRoute()).toBe(row.route);
      expect(res.statusCode, body).toBe(expected.status);
      if ('message' in expected) {
        expect(JSON.parse(body)).toEqual({ message: expected.message });
        expect(await snapshotDb(ctx.db), 'a refused call changed the database').toBe(before);
      } else {
        expectNoLeak(scene, caller, body);
      }
    });
  });
}

