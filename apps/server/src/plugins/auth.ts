import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@lyceum/shared/roles';
import { ExpiringMap } from '../lib/expiring-map';
import { forbidden, unauthorized } from '../lib/http-errors';
import { userCache, type CachedUser } from '../modules/users/user-cache';
import type { AuthUser } from '../types';
import { API_ERRORS } from '../lib/api-errors.messages';

type UserCache = ReturnType<typeof userCache>;

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

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set before the rate limiter runs: the claims of a token this process verified before, unless
     * its user is known to have revoked it. The limiter counts such a request per user.
     */
    tokenClaims: TokenClaims | null;
  }
}

export interface AuthOptions {
  secret: string;
  tokenTtlHours: number;
}

const TOKEN_ALGORITHM = 'HS256';

/** About one entry per signed-in device of a large school; an entry is a few hundred bytes. */
const VERIFIED_TOKEN_CACHE_SIZE = 20_000;

/**
 * Tokens whose signature was already checked, with their claims, until the token expires. A
 * signed-in user's next requests skip the HMAC and, unlike fast-jwt's own cache, the SHA-256 of
 * the token it computes to find an entry: a Map lookup by the token is ~4 us less per request.
 * Revocation is unaffected: the claims' `ver` is still compared with the user's on every request.
 * The tokens stay in this process's memory only, as they already are while their requests run.
 */
type VerifiedTokens = ExpiringMap<TokenClaims>;

/**
 * Every /api route needs a valid bearer token unless its config says `public: true`.
 * The user comes from a small per-process cache (users/user-cache.ts) that every edit and delete
 * of a user evicts, so in this process a deleted user, or one whose password or role changed
 * since the token was signed, is refused at once; other processes notice within the cache's TTL.
 */
export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, options) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: TOKEN_ALGORITHM, expiresIn: `${options.tokenTtlHours}h` },
    // Only tokens shaped as we sign them: fast-jwt would otherwise take HS384/HS512 under the same
    // secret, and a token without `exp` (never ours) would be good forever.
    verify: { algorithms: [TOKEN_ALGORITHM], requiredClaims: ['exp'] },
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('tokenClaims', null);
  const verified: VerifiedTokens = new ExpiringMap(VERIFIED_TOKEN_CACHE_SIZE);
  const users = userCache(app.db.kysely);

  // Added per route (not as app-wide hooks) around the route's rate limiter, which the rate-limit
  // plugin (registered before this one) has already put in the route's list. `recognise` goes
  // first and only reads this process's caches, so the limiter can count a known user per user;
  // `check` goes after it, so floods of bad tokens are counted and refused before any signature
  // is checked. Callback style: a signed-in user found in the caches is let through without a promise.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.public) return;
    const recognise = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      recogniseFromCaches(verified, users, request);
      done();
    };
    const check = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      if (request.auth) {
        done();
        return;
      }
      // Not recognised from the caches: the route's limiter counted this request for the address.
      const firstUse = request.tokenClaims === null;
      let result: AuthUser | Promise<AuthUser>;
      try {
        result = authenticate(app, verified, users, request);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (!(result instanceof Promise) && !firstUse) {
        request.auth = result;
        done();
        return;
      }
      Promise.resolve(result)
        .then(async (user) => {
          request.auth = user;
          if (firstUse) {
            // The user's request all the same: counted for them too, so a limit of N answers N.
            request.tokenClaims = verified.get(bearerToken(request.headers.authorization) ?? '') ?? null;
            if (request.tokenClaims) await app.countForUser(request);
          }
        })
        .then(() => done(), done);
    };
    const existing = route.onRequest;
    route.onRequest = [recognise, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), check];
  });
});

/** `Bearer <token>`, the scheme in any case (RFC 9110), the token one run of non-space characters. */
const BEARER = /^Bearer\s+(\S+)$/i;

const bearerToken = (header: string | undefined): string | undefined => (header === undefined ? undefined : BEARER.exec(header)?.[1]);

/**
 * Sets `request.tokenClaims` (and `request.auth` when the user is cached and the token still
 * theirs) from this process's caches alone: no signature check, no database. A token whose user
 * is known to have revoked it sets nothing, so replaying it counts against its address, not its user.
 */
function recogniseFromCaches(verified: VerifiedTokens, users: UserCache, request: FastifyRequest): void {
  const token = bearerToken(request.headers.authorization);
  const claims = token === undefined ? undefined : verified.get(token);
  if (!claims) return;
  const user = users.peek(claims.sub);
  if (user && user.token_version !== claims.ver) return;
  request.tokenClaims = claims;
  if (user) request.auth = toAuthUser(user);
}

function verifiedClaims(app: FastifyInstance, verified: VerifiedTokens, header: string | undefined): TokenClaims {
  const token = bearerToken(header);
  if (!token) throw unauthorized(API_ERRORS.unauthenticated);
  const remembered = verified.get(token);
  if (remembered) return remembered;
  let claims: TokenClaims & { exp: number };
  try {
    claims = app.jwt.verify<TokenClaims & { exp: number }>(token);
  } catch {
    throw unauthorized(API_ERRORS.invalidToken);
  }
  if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') throw unauthorized(API_ERRORS.invalidToken);
  verified.set(token, claims, claims.exp * 1000);
  return claims;
}

const toAuthUser = (user: CachedUser): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role, locale: user.locale });

/** The signed-in user: at once when the token and the user are in this process's caches. */
function authenticate(app: FastifyInstance, verified: VerifiedTokens, users: UserCache, request: FastifyRequest): AuthUser | Promise<AuthUser> {
  const claims = request.tokenClaims ?? verifiedClaims(app, verified, request.headers.authorization);
  const cached = users.peek(claims.sub);
  if (cached && cached.token_version === claims.ver) return toAuthUser(cached);
  return authenticateFromDb(users, claims);
}

async function authenticateFromDb(users: UserCache, claims: TokenClaims): Promise<AuthUser> {
  let user = await users.load(claims.sub);
  // A token newer than the cached user (signed by another process after a password or role
  // change) is checked against the database before it is refused.
  if (user && user.token_version < claims.ver) user = await users.reload(claims.sub);
  if (!user || user.token_version !== claims.ver) throw unauthorized(API_ERRORS.invalidToken);
  return toAuthUser(user);
}

export function signToken(app: FastifyInstance, user: { id: string; token_version: number }): string {
  return app.jwt.sign({ sub: user.id, ver: user.token_version });
}

/** The signed-in user of a protected route (the onRequest hook guarantees one). */
export function actorOf(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized(API_ERRORS.unauthenticated);
  return request.auth;
}

/** Refuses with 403 unless the signed-in user has one of the roles. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): AuthUser {
  const actor = actorOf(request);
  if (!roles.includes(actor.role)) throw forbidden(roles.length === 1 && roles[0] === 'admin' ? API_ERRORS.adminOnly : API_ERRORS.forbidden);
  return actor;
}
