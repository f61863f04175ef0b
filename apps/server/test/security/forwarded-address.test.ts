import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { TEST_JWT_SECRET } from '../context';

// Which address the server sees does not depend on the engine: in-memory SQLite apps.
const opened: Array<{ app: FastifyInstance; db: Db }> = [];
afterAll(async () => {
  for (const { app, db } of opened) {
    await app.close();
    await db.close();
  }
});

/** An app behind TRUST_PROXY, with a route that echoes the client address it worked out. */
async function appBehind(trustProxy: string | undefined): Promise<FastifyInstance> {
  const db = createDb({ dialect: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) });
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, webDist: null, logger: false });
  app.get('/test/address', { config: { public: true } }, async (request) => ({ ip: request.ip }));
  await app.ready();
  opened.push({ app, db });
  return app;
}

const addressSeen = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) => {
  const res = await app.inject({ method: 'GET', url: '/test/address', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  return (res.json() as { ip: string }).ip;
};

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('is the connecting address when off, whatever X-Forwarded-For says', async () => {
    const app = await appBehind(undefined);
    expect(await addressSeen(app, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
  });

  it('with a hop count, is the entry that many hops back, never a left-most entry the client wrote', async () => {
    const one = await appBehind('1');
    expect(await addressSeen(one, '10.0.0.2', 'made-up, 1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(one, '10.0.0.2')).toBe('10.0.0.2');
    const two = await appBehind('2');
    expect(await addressSeen(two, '10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });

  it('with a list, is the right-most entry not added by a listed proxy; a client connecting directly cannot name another address', async () => {
    const app = await appBehind('127.0.0.1,10.0.0.0/8');
    expect(await addressSeen(app, '10.1.2.3', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(app, '10.1.2.3', '1.2.3.4, 203.0.113.7, 10.9.9.9')).toBe('203.0.113.7');
    // A client reaching the server directly cannot choose its address.
    expect(await addressSeen(app, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  for (const trustProxy of ['1', '10.0.0.0/8']) {
    it(`keeps the per-address sign-in limit when every request makes up its first X-Forwarded-For entry (TRUST_PROXY=${trustProxy})`, async () => {
      const app = await appBehind(trustProxy);
      const statuses: number[] = [];
      // 13 sign-ins to 13 accounts from one client behind the balancer, each claiming another origin.
      for (let i = 0; i < 13; i += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.7` },
          payload: { email: `spoof${i}@school.test`, password: 'wrong' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toEqual({ message: API_MSG.tooManyLogins });
      }
      // LOGIN_RATE_LIMIT=1: ten a minute per address across accounts.
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429, 429]);
    });
  }
});
