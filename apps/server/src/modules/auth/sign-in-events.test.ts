import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInEvent } from '@lyceum/shared/sso';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { newId } from '../../lib/ids';

/** The admins' sign-in log, page by page and filtered, on a log of 130 attempts made here. */
let ctx: TestContext;
let admin: TestUser;
let ada: TestUser;

const page = async (query = '', token = admin.token) => {
  const res = await ctx.request({ method: 'GET', url: `/api/admin/sign-in-events${query}`, token });
  return { status: res.statusCode, body: res.json() as { items: SignInEvent[]; next: string | null; message?: string } };
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin');
  ada = await ctx.factories.user('student', { name: 'Ada Lovelace', email: 'ada@school.test' });
  await ctx.db.kysely.deleteFrom('sign_in_events').execute();
  // 130 attempts a second apart: every third refused, every fifth through a provider, Ada's by name, one who with LIKE's wildcards in it.
  for (let i = 0; i < 130; i++) {
    const sso = i % 5 === 0;
    await ctx.db.kysely.insertInto('sign_in_events').values({
      id: newId(),
      at: new Date(Date.UTC(2026, 3, 1, 7, 0, i)).toISOString(),
      user_id: i % 10 === 0 ? ada.id : null,
      who: i === 7 ? 'odd_100%@school.test' : `Person${i}@School.test`,
      method: sso ? 'sso' : 'password',
      provider: sso ? 'School ID' : null,
      outcome: i % 3 === 0 ? 'refused' : 'success',
      reason: i % 3 === 0 ? 'Invalid email or password' : null,
      address: '203.0.113.7',
    }).execute();
  }
});
afterAll(() => ctx.close());

describe('GET /api/admin/sign-in-events', () => {
  it('pages newest first, 50 a page, each page after the one before until next is null; every attempt once', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    const sizes: number[] = [];
    do {
      const { status, body } = await page(next === null ? '' : `?before=${next}`);
      expect(status).toBe(200);
      sizes.push(body.items.length);
      seen.push(...body.items.map((item) => item.who));
      next = body.next;
    } while (next !== null);
    expect(sizes).toEqual([50, 50, 30]);
    expect(new Set(seen).size).toBe(130);
    expect(seen[0]).toBe('Person129@School.test');
    expect(seen.at(-1)).toBe('Person0@School.test');
  });

  it('takes a page size from 1 to 200, and refuses others naming the range', async () => {
    const { body } = await page('?limit=7');
    expect(body.items).toHaveLength(7);
    const second = await page(`?limit=7&before=${body.next}`);
    expect(second.body.items[0]?.who).toBe('Person122@School.test');
    expect((await page('?limit=200')).body).toMatchObject({ next: null });
    for (const limit of ['0', '201', 'ten', '2.5']) {
      expect(await page(`?limit=${limit}`)).toEqual({ status: 400, body: { message: 'limit must be a whole number from 1 to 200' } });
    }
  });

  it('filters by outcome, method and who (part of the email given or of the user\'s name, any case, wildcards as themselves), paging within the filter', async () => {
    const refused = await page('?outcome=refused&limit=100');
    expect(refused.body.items).toHaveLength(44);
    expect(refused.body.items.every((item) => item.outcome === 'refused')).toBe(true);
    const sso = await page('?method=sso&outcome=success&limit=10');
    expect(sso.body.items.every((item) => item.method === 'sso' && item.outcome === 'success')).toBe(true);
    const rest = await page(`?method=sso&outcome=success&limit=10&before=${sso.body.next}`);
    expect(sso.body.items.length + rest.body.items.length).toBe(17);
    expect(rest.body.next).toBeNull();
    expect((await page('?who=PERSON12')).body.items.map((item) => item.who)).toEqual([
      'Person129@School.test', 'Person128@School.test', 'Person127@School.test', 'Person126@School.test', 'Person125@School.test',
      'Person124@School.test', 'Person123@School.test', 'Person122@School.test', 'Person121@School.test', 'Person120@School.test', 'Person12@School.test',
    ]);
    expect((await page('?who=lovelace&limit=200')).body.items).toHaveLength(13);
    expect((await page('?who=_100%25')).body.items.map((item) => item.who)).toEqual(['odd_100%@school.test']);
    expect((await page('?who=0_1')).body.items).toEqual([]);
  });

  it('refuses a method or outcome it does not know, and answers a before that names no sign-in with an empty page', async () => {
    expect(await page('?method=magic')).toEqual({ status: 400, body: { message: 'method must be one of password, sso, invitation' } });
    expect(await page('?outcome=maybe')).toEqual({ status: 400, body: { message: 'outcome must be one of success, refused' } });
    expect(await page('?before=no-such-id')).toEqual({ status: 200, body: { items: [], next: null } });
  });

  it('is for admins only', async () => {
    expect(await page('', ada.token)).toMatchObject({ status: 403 });
  });
});
