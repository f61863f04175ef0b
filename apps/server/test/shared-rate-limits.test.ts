import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createUser } from '../src/modules/users/users.service';
import { TEST_JWT_SECRET } from './context';
import { startRedis, type ThrowawayRedis } from './redis-server';

// Two server processes behind a load balancer, modelled as two apps on one database and one Redis.
let redis: ThrowawayRedis;
let db: Db;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  redis = await startRedis();
  db = createDb({ dialect: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  await createUser(db.kysely, { name: 'Bo', email: 'bo@school.test', password: 'right-password', role: 'teacher' });
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '3', REDIS_URL: redis.url });
  for (let i = 0; i < 2; i += 1) {
    const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, webDist: null, logger: false });
    await app.ready();
    apps.push(app);
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
  await redis.stop();
});

describe('rate limits with REDIS_URL', () => {
  it('share the sign-in counter between server processes', async () => {
    const attempt = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'bo@school.test', password: 'wrong' } });
    const [first, second] = apps;
    if (!first || !second) throw new Error('two apps expected');
    // Three attempts spread over both processes use up the account's allowance...
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    // ...so the fourth is refused whichever process answers it.
    const refused = await attempt(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: API_MSG.tooManyLogins });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count API requests per token without the token ever reaching Redis', async () => {
    const [first] = apps;
    if (!first) throw new Error('an app expected');
    const token = 'secret-looking-token-1234567890';
    const res = await first.inject({ method: 'GET', url: '/api/classes', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.some((key) => key.startsWith('lyceum-rl:tok:'))).toBe(true);
      expect(keys.filter((key) => key.includes(token))).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});
