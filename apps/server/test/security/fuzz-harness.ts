import type { HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import { snapshotDb } from './db-snapshot';
import { REAL_ID, type BodyPlan, type PathValue } from './fuzz-arbitraries';
import { describeBody, realParam, VALID_BODIES, wireBody, type Pool } from './fuzz-bodies';
import { createInventoriedContext, type Inventory, type RouteKey } from './route-inventory';
import { buildScene, type Scene } from './scene';
import { injectAnswer, STREAM_ROUTES } from './stream-answer';

/**
 * Browser navigations of single sign-on (modules/sso): GETs that send the browser on (303) and,
 * as OAuth's redirects must, write a short-lived row (the flow, the handoff, the sign-in log); and
 * SAML's Assertion Consumer Service, the form POST an IdP's page sends, which does the same.
 */
const NAVIGATIONS: string[] = ['GET /api/auth/sso/:id/start', 'GET /api/auth/sso/:id/callback', 'POST /api/auth/sso/:id/acs'];

export interface FuzzCall {
  caller: 'admin' | 'student';
  /** One value per path parameter, in order (extra values are unused). */
  params: PathValue[];
  body: BodyPlan;
  query: string;
}

export interface Fuzzer {
  inventory: Inventory;
  scene: Scene;
  /** Sends one call to the route and checks the properties every answer must have. */
  check(route: RouteKey, call: FuzzCall): Promise<void>;
  /** Adds a class full of records (more rows to page through). */
  addRecords(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One app and database per fuzz file. Rate limits are lifted so that thousands of calls reach
 * the handlers (the limits have their own tests). Records that calls point at are made lazily
 * and remade after any call that succeeded in changing something, which may have used them up.
 */
export async function createFuzzer(): Promise<Fuzzer> {
  const inventory = await createInventoriedContext({ env: { API_RATE_LIMIT: '10000000', LOGIN_RATE_LIMIT: '100000', EVENT_STREAMS_PER_MINUTE: '100000' } });
  const { ctx } = inventory;
  const scene = await buildScene(ctx);
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  let pool: Pool | null = null;
  let userId: string | null = null;
  /** The database as it stands; null when something (not a refused call) may have changed it. */
  let snapshot: string | null = null;

  async function ensurePool(): Promise<{ pool: Pool; userId: string }> {
    if (!pool || !userId) {
      const records = await scene.fresh();
      const newTeacher = await ctx.factories.user('teacher');
      const newStudent = await ctx.factories.user('student');
      pool = { ...records, newTeacherId: newTeacher.id, newStudentId: newStudent.id };
      userId = (await ctx.factories.user('student')).id;
      snapshot = null;
    }
    return { pool, userId };
  }

  async function buildUrl(route: RouteKey, params: PathValue[], query: string): Promise<string> {
    const template = route.slice(route.indexOf(' ') + 1);
    const chosen: Record<string, string> = {};
    let index = 0;
    const segments: string[] = [];
    for (const segment of template.split('/')) {
      if (!segment.startsWith(':')) {
        segments.push(segment);
        continue;
      }
      const name = segment.slice(1);
      const value = params[index] ?? REAL_ID;
      index += 1;
      let text: string;
      if (value === REAL_ID) {
        const real = await ensurePool();
        text = realParam(route, name, real.pool, real.userId, chosen);
      } else {
        text = value;
      }
      chosen[name] = text;
      segments.push(text);
    }
    return query ? `${segments.join('/')}?${query}` : segments.join('/');
  }

  async function check(route: RouteKey, call: FuzzCall): Promise<void> {
    const method = route.slice(0, route.indexOf(' ')) as HTTPMethods;
    const url = await buildUrl(route, call.params, call.query);
    const makeValid = VALID_BODIES[route];
    const valid = makeValid && call.body.kind !== 'none' ? makeValid((await ensurePool()).pool, scene) : undefined;
    const body = wireBody(call.body, valid);
    snapshot ??= await snapshotDb(ctx.db);

    const res = await injectAnswer(
      ctx.app,
      {
        method,
        url,
        headers: { ...scene.headers[call.caller], ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      },
      STREAM_ROUTES.includes(route),
    );
    const where = `${call.caller} ${method} ${url.slice(0, 300)} with ${describeBody(body)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;

    const family = Math.floor(res.statusCode / 100);
    const navigation = NAVIGATIONS.includes(route);
    expect(family === 2 || family === 4 || (navigation && res.statusCode === 303), where).toBe(true);
    expect(res.statusCode, `rate limited, so the call was not really tested: ${where}`).not.toBe(429);
    expect(Object.getOwnPropertyNames(Object.prototype).sort(), `Object.prototype polluted: ${where}`).toEqual(prototypeKeys);
    // Raw `..` segments can resolve to a path outside /api (the web app's fallback answers it).
    const inApi = new URL(url, 'http://lyceum.test').pathname.startsWith('/api/');
    if (family === 4 || (method === 'GET' && !navigation)) {
      if (family === 4 && inApi) {
        expect(res.headers['content-type'], where).toMatch(/^application\/json/);
        const answer: unknown = res.json();
        expect(answer, where).toEqual({ message: expect.any(String) });
      }
      // Refused calls, and reads of any kind, leave every row as it was.
      expect(await snapshotDb(ctx.db), `database changed: ${where}`).toBe(snapshot);
    } else {
      snapshot = null;
      // A delete, a member change or a user edit may have used the records up; other writes
      // only add rows, and remaking records for every success would bloat what is snapshotted.
      if (method === 'DELETE' || /\/(teachers|students)$|^PUT \/api\/users\//.test(route)) pool = null;
    }
  }

  async function addRecords(): Promise<void> {
    await scene.fresh();
    snapshot = null;
  }

  return { inventory, scene, check, addRecords, close: () => ctx.close() };
}
