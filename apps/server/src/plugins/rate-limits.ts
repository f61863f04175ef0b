import { hash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MSG } from '@lyceum/shared/messages';
import { HttpError } from '../lib/http-errors';

export interface RateLimitOptions {
  /** API requests per minute per bearer token (or per address without one). */
  apiPerMinute: number;
  /** Sign-in attempts per minute per account; per address it is ten times this (a school shares one address). */
  loginPerMinute: number;
  /** Shared counters for several server processes; in-memory per process when absent. */
  redisUrl?: string | undefined;
}

const WINDOW = 60_000;

/** Our tokens' headers are ~200 characters. */
const MAX_PLAIN_KEY_LENGTH = 512;

/**
 * The general limit's counter key: the bearer token's header, or the address without one. In
 * Redis (shared by several processes) a token is never stored: the key is a hash of the header
 * (node's one-shot `hash`, no Hash object per request). In this process's memory the header itself
 * is the key: the verified-token cache (plugins/auth.ts) holds the same tokens already, and the
 * SHA-256 and its encoding were ~1 us of every request. A header longer than any token we sign is
 * hashed all the same, so a flood of made-up 16 kB headers cannot fill the counters' memory.
 */
function apiKeyOf(hashed: boolean): (request: FastifyRequest) => string {
  return (request) => {
    const header = request.headers.authorization;
    if (!header) return `ip:${request.ip}`;
    return hashed || header.length > MAX_PLAIN_KEY_LENGTH ? `tok:${hash('sha256', header, 'base64url').slice(0, 32)}` : `tok:${header}`;
  };
}

/**
 * The informational x-ratelimit-* headers are left off answers that are let through: three more
 * headers on every response cost ~10% of a single-record read, and no client of ours reads them.
 * A refused request still gets its 429 with Retry-After and the x-ratelimit-* headers.
 */
const NO_HEADERS_WHEN_ALLOWED = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;

function tooMany(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/**
 * Counters in memory per process, or in Redis (REDIS_URL) so several processes behind a load
 * balancer share them. The general limit applies to every route; the sign-in route adds a
 * per-address limit (route config) and a per-account limit (checked once the body is parsed).
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redisUrl ? connectRedis(app, options.redisUrl) : undefined;
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: 'lyceum-rl:', skipOnError: true } : {}),
    global: true,
    addHeadersOnExceeding: NO_HEADERS_WHEN_ALLOWED,
    max: options.apiPerMinute,
    timeWindow: WINDOW,
    keyGenerator: apiKeyOf(redis !== undefined),
    errorResponseBuilder: (_request, context) => tooMany(API_MSG.tooManyRequests, context.ttl / 1000),
  });

  const perAccount = app.createRateLimit({
    max: options.loginPerMinute,
    timeWindow: WINDOW,
    keyGenerator: (request) => `login:${String((request.body as { email?: unknown } | undefined)?.email ?? '')}`,
  });

  app.decorate('loginRateLimit', {
    perAddress: {
      max: options.loginPerMinute * 10,
      timeWindow: WINDOW,
      keyGenerator: (request: FastifyRequest) => `login-ip:${request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => tooMany(API_MSG.tooManyLogins, context.ttl / 1000),
    },
    async checkAccount(request: FastifyRequest): Promise<void> {
      const result = await perAccount(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(API_MSG.tooManyLogins, result.ttlInSeconds);
    },
  });
}

/**
 * Settings the rate-limit plugin recommends: fail fast rather than queue. If Redis is down,
 * `skipOnError` lets requests through (logged) instead of failing the whole API.
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'rate-limit store (Redis) unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginRateLimit: {
      perAddress: {
        max: number;
        timeWindow: number;
        keyGenerator: (request: FastifyRequest) => string;
        errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => HttpError;
      };
      checkAccount(request: FastifyRequest): Promise<void>;
    };
  }
}
