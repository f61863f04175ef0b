import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createUser } from '../src/modules/users/users.service';
import { signToken } from '../src/plugins/auth';
import { TEST_JWT_SECRET } from './context';
import { startRedis, type ThrowawayRedis } from './redis-server';
import { freePort } from './server-process';

// Two server processes behind a load balancer, modelled as two apps on one database and one Redis.
let redis: ThrowawayRedis;
let db: Db;
const apps: FastifyInstance[] = [];
let boId = '';

beforeAll(async () => {
  redis = await startRedis();
  db = createDb({ dialect: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  boId = (await createUser(db.kysely, { name: 'Bo', email: 'bo@school.test', password: 'right-password', role: 'teacher' }))._id;
  await createUser(db.kysely, { name: 'Cy', email: 'cy@school.test', password: 'right-password', role: 'student' });
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

  it('let the owner in from another address, through either process, while the attacker is refused', async () => {
    const [first, second] = apps;
    if (!first || !second) throw new Error('two apps expected');
    for (const app of [first, second, first]) {
      const attacker = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'bo@school.test', password: 'wrong' } });
      expect(attacker.statusCode).toBe(429);
      const owner = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'bo@school.test', password: 'right-password' }, remoteAddress: '10.30.0.1' });
      expect(owner.statusCode).toBe(200);
    }
  });

  it('count parallel guesses through both processes before any password is checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        apps[i % 2]?.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cy@school.test', password: `guess-${i}` }, remoteAddress: '10.30.1.1' }),
      ),
    );
    expect(answers.map((res) => res?.statusCode).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('count failures only: successes are handed back', async () => {
    const [first, second] = apps;
    if (!first || !second) throw new Error('two apps expected');
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cy@school.test', password }, remoteAddress: '10.30.2.1' });
    expect((await attempt(first, 'typo')).statusCode).toBe(401);
    expect((await attempt(second, 'typo')).statusCode).toBe(401);
    for (const app of [first, second, first, second]) expect((await attempt(app, 'right-password')).statusCode).toBe(200);
    expect((await attempt(first, 'typo')).statusCode).toBe(401);
    expect((await attempt(second, 'typo')).statusCode).toBe(429);
  });

  it('count API requests per signed-in user and per address otherwise, never storing a token in Redis', async () => {
    const [first, second] = apps;
    if (!first || !second) throw new Error('two apps expected');
    const madeUp = 'secret-looking-token-1234567890';
    expect((await first.inject({ method: 'GET', url: '/api/classes', headers: { authorization: `Bearer ${madeUp}` }, remoteAddress: '10.30.3.1' })).statusCode).toBe(401);
    const token = signToken(first, { id: boId, token_version: 0 });
    // The first use in a process is verified after the limiter (counted for the address) and then
    // counted for the user as well; the next are counted per user only: all four are the user's.
    for (const app of [first, first, second, second]) {
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `bearer  ${token}` }, remoteAddress: '10.30.3.2' })).statusCode).toBe(200);
    }
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('lyceum-rl:*');
      expect(keys).toEqual(expect.arrayContaining(['lyceum-rl:ip:10.30.3.1', 'lyceum-rl:ip:10.30.3.2', `lyceum-rl:user:${boId}`]));
      expect(await client.get(`lyceum-rl:user:${boId}`)).toBe('4');
      expect(keys.filter((key) => key.includes(madeUp) || key.includes(token))).toEqual([]);
    } finally {
      client.disconnect();
    }
  });

  it('keep counting sign-in failures in the process when Redis cannot be reached', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '3', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, webDist: null, logger: false });
    try {
      await app.ready();
      const attempt = (password: string, remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cy@school.test', password }, remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await attempt('wrong', '10.30.4.1')).statusCode).toBe(401);
      const refused = await attempt('wrong', '10.30.4.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: API_MSG.tooManyLogins });
      expect((await attempt('right-password', '10.30.4.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
