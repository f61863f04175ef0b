import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MSG } from '@lyceum/shared/messages';
import type { Role } from '@lyceum/shared/roles';
import { forbidden, unauthorized } from '../lib/http-errors';
import { userCache } from '../modules/users/user-cache';
import type { AuthUser } from '../types';

export interface TokenClaims {
  sub: string;
  /** The user's token_version when signed: a password or role change invalidates older tokens. */
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export interface AuthOptions {
  secret: string;
  tokenTtlHours: number;
}

/** About one entry per signed-in device of a large school; an entry is a few hundred bytes. */
const VERIFIED_TOKEN_CACHE_SIZE = 20_000;

/**
 * Every /api route needs a valid bearer token unless its config says `public: true`.
 * The user comes from a small per-process cache (users/user-cache.ts) that every edit and delete
 * of a user evicts, so in this process a deleted user, or one whose password or role changed
 * since the token was signed, is refused at once; other processes notice within the cache's TTL.
 */
export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, options) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { expiresIn: `${options.tokenTtlHours}h` },
    // fast-jwt keeps verified tokens (keyed by a hash, never the token) until they expire, so a
    // signed-in user's next requests skip the signature check; revocation is unaffected: the
    // token's `ver` is still compared with the user's on every request below.
    verify: { cache: VERIFIED_TOKEN_CACHE_SIZE },
  });
  app.decorateRequest('auth', null);

  // Added per route (not as an app-wide hook) so it runs after the route's rate limiter:
  // floods of bad tokens are counted and refused before any token work.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.public) return;
    const check = async (request: FastifyRequest) => {
      request.auth = await authenticate(app, request);
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [...(Array.isArray(existing) ? existing : [existing]), check] : [check];
  });
});

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized(API_MSG.unauthenticated);
  let claims: TokenClaims;
  try {
    claims = app.jwt.verify<TokenClaims>(header.replace(/^Bearer\s+/i, ''));
  } catch {
    throw unauthorized(API_MSG.invalidToken);
  }
  if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') throw unauthorized(API_MSG.invalidToken);
  const users = userCache(app.db.kysely);
  let user = await users.load(claims.sub);
  // A token newer than the cached user (signed by another process after a password or role
  // change) is checked against the database before it is refused.
  if (user && user.token_version < claims.ver) user = await users.reload(claims.sub);
  if (!user || user.token_version !== claims.ver) throw unauthorized(API_MSG.invalidToken);
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

export function signToken(app: FastifyInstance, user: { id: string; token_version: number }): string {
  return app.jwt.sign({ sub: user.id, ver: user.token_version });
}

/** The signed-in user of a protected route (the onRequest hook guarantees one). */
export function actorOf(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized(API_MSG.unauthenticated);
  return request.auth;
}

/** Refuses with 403 unless the signed-in user has one of the roles. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): AuthUser {
  const actor = actorOf(request);
  if (!roles.includes(actor.role)) throw forbidden(roles.length === 1 && roles[0] === 'admin' ? API_MSG.adminOnly : API_MSG.forbidden);
  return actor;
}
