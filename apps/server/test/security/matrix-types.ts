import { API_MSG } from '@lyceum/shared/messages';
import type { RouteKey } from './route-inventory';
import type { Caller, Scene, SignedIn } from './scene';

/** What one cell must answer: the status, and for a refusal the exact `{ message }`. */
/** 303: a browser navigation sent on (single sign-on's round trip through the provider). */
export type Outcome = { status: 200 | 201 | 202 | 303 } | { status: 401 | 403 | 404 | 409; message: string };

export interface CallSpec {
  url: string;
  /** JSON (an object), or raw bytes with their content type in `headers` (an upload). */
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** The answer is an event stream that does not end: read its first messages, then hang up. */
  stream?: boolean;
}

export interface MatrixRow {
  /** The Fastify route it covers, exactly as registered: `PUT /api/classes/:id`. */
  route: RouteKey;
  /** Tells apart several rows of one route (comment on a material / on an assignment). */
  variant?: string;
  /**
   * Builds the call for one cell. Anything that changes or deletes data works on records made
   * for that cell alone (scene.fresh()), so no cell depends on what another cell did.
   */
  call(scene: Scene, caller: Caller): Promise<CallSpec>;
  expect: Record<Caller, Outcome>;
}

const ok = (status: 200 | 201 | 202): Outcome => ({ status });
const refuse = (status: 401 | 403 | 404 | 409, message: string): Outcome => ({ status, message });

/**
 * Every route but the two public ones needs a valid token: no header, a garbage one and a
 * correctly signed but expired one are all a 401 before any handler runs.
 */
export function signedInOnly(outcomes: Record<SignedIn, Outcome>): Record<Caller, Outcome> {
  return {
    anonymous: refuse(401, API_MSG.unauthenticated),
    badToken: refuse(401, API_MSG.invalidToken),
    expiredToken: refuse(401, API_MSG.invalidToken),
    ...outcomes,
  };
}

/** Public routes: everyone, token or not, gets the same answer. */
export const publicAnswer = (outcome: Outcome): Record<Caller, Outcome> => ({
  anonymous: outcome, badToken: outcome, expiredToken: outcome,
  admin: outcome, teacher: outcome, otherTeacher: outcome, student: outcome, outsider: outcome,
});

/** Every signed-in user, scoped by the handler to what they may see (the leak checks prove the scoping). */
export const anySignedIn = (status: 200 | 201) =>
  signedInOnly({ admin: ok(status), teacher: ok(status), otherTeacher: ok(status), student: ok(status), outsider: ok(status) });

/** Admins only (users screen, registration, member lists and member changes' role gate). */
export const adminOnly = (status: 200 | 201 | 202) =>
  signedInOnly({
    admin: ok(status),
    teacher: refuse(403, API_MSG.adminOnly),
    otherTeacher: refuse(403, API_MSG.adminOnly),
    student: refuse(403, API_MSG.adminOnly),
    outsider: refuse(403, API_MSG.adminOnly),
  });

/** Reading a record of the class: members and admins; to anyone else it does not exist. */
export const membersRead = (hidden: string) =>
  signedInOnly({ admin: ok(200), teacher: ok(200), otherTeacher: refuse(404, hidden), student: ok(200), outsider: refuse(404, hidden) });

/** Changing content of the class: admins and its teachers; students of it 403, outsiders 404. */
export const teachersWrite = (status: 200 | 201, hidden: string) =>
  signedInOnly({
    admin: ok(status),
    teacher: ok(status),
    otherTeacher: refuse(404, hidden),
    student: refuse(403, API_MSG.forbidden),
    outsider: refuse(404, hidden),
  });

/** Adding or removing members: admins only; members learn they may not (403), others nothing (404). */
export const membersChange = () =>
  signedInOnly({
    admin: ok(200),
    teacher: refuse(403, API_MSG.adminOnly),
    otherTeacher: refuse(404, API_MSG.classNotFound),
    student: refuse(403, API_MSG.adminOnly),
    outsider: refuse(404, API_MSG.classNotFound),
  });

export { ok, refuse };
