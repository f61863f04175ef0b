import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../lib/client-address';
import { tooManyRequests } from '../lib/http-errors';
import { MemorySignInCounters } from './sign-in-counters';
import { redisSignInCounters } from './sign-in-counters-redis';
import { createSignInLimiter, signInLimits, type SignInLimiter } from './sign-in-limits';
import { API_ERRORS } from '../lib/api-errors.messages';

export interface RateLimitOptions {
  /** API requests per minute per signed-in user (per address for everything else); the web app's files are not counted. */
  apiPerMinute: number;
  /** Failed sign-ins per minute per account and address (see sign-in-limits.ts for the rest). */
  loginPerMinute: number;
  /** Shared counters for several server processes; in-memory per process when absent. */
  redisUrl?: string | undefined;
}

const WINDOW = 60_000;
const CONNECT_TIMEOUT_MS = 500;

/**
 * The general limit's counter: the user, when the request carries a token this process has
 * verified before (plugins/auth.ts sets `tokenClaims` from its caches before this runs, however
 * the header is spelled); else the client's address: no token, a made-up or revoked one, a public
 * route, or a real token's first request in this process (verified after the limiter, counted per
 * user from then on). Made-up tokens thus share their address's count instead of each starting
 * one. The key holds no secret, so Redis stores it as it is: no hashing per request.
 */
const apiKeyOf = (request: FastifyRequest): string => (request.tokenClaims ? `user:${request.tokenClaims.sub}` : `ip:${clientAddress(request)}`);

/**
 * Only the API is counted, not the web app's own files (scripts, styles, the message catalogues,
 * the icon): a school's pupils often share one public address, and each first visit downloads
 * some 25 of them. Counted per address, 6,000 a minute let about 220 pupils open the app in a
 * minute; the next got 429 for a script and a blank page. The files are fingerprinted and
 * precompressed, each cheaper to send than a request to refuse; the app's page itself (the
 * not-found fallback) is no route of the limiter's.
 */
const isApiRequest = (request: FastifyRequest): boolean => request.url.startsWith('/api/');

/**
 * The informational x-ratelimit-* headers are left off answers that are let through: three more
 * headers on every response cost ~10% of a single-record read, and no client of ours reads them.
 * A refused request still gets its 429 with Retry-After and the x-ratelimit-* headers.
 */
const NO_HEADERS_WHEN_ALLOWED = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;

/**
 * Counters in memory per process, or in Redis (REDIS_URL) so several processes behind a load
 * balancer share them. The general limit applies to every route, sign-in included; the sign-in
 * route also asks `app.signInLimiter` once the body is parsed (failures per account and address).
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: 'lyceum-rl:', skipOnError: true } : {}),
    global: true,
    addHeadersOnExceeding: NO_HEADERS_WHEN_ALLOWED,
    max: options.apiPerMinute,
    timeWindow: WINDOW,
    keyGenerator: apiKeyOf,
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: (_request, context) => tooManyRequests(API_ERRORS.tooManyRequests, context.ttl),
  });

  // The same limiter, store and key as every route's: for auth.ts to count a request it could
  // only tell was a user's after the route's limiter had counted it for the address.
  const limit = app.createRateLimit();
  app.decorate('countForUser', async (request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(API_ERRORS.tooManyRequests, result.ttl);
  });

  const inMemory = new MemorySignInCounters();
  const counters = redis ? redisSignInCounters(redis, inMemory, app.log) : inMemory;
  app.decorate('signInLimiter', createSignInLimiter(counters, signInLimits(options.loginPerMinute)));
}

/**
 * Settings the rate-limit plugin recommends: fail fast rather than queue. Without the offline
 * queue a command fails at once while Redis is away (queued, each request waited out reconnection
 * back-offs: seconds, growing); `skipOnError` then lets requests through (logged) and sign-in
 * counts in this process. Start-up waits briefly for the first connection, so the first requests
 * are counted in Redis.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1, lazyConnect: false, enableOfflineQueue: false });
  redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'rate-limit store (Redis) unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInLimiter: SignInLimiter;
    /**
     * Counts a request for the user its token names, now `request.tokenClaims` is set, or refuses
     * it with 429. For the first request of a token in this process, which the route's limiter
     * counted for the address: without this a user's first request in each process went uncounted
     * and a limit of N answered N + 1.
     */
    countForUser(request: FastifyRequest): Promise<void>;
  }
}
