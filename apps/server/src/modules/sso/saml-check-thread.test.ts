import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samlProviderInputSchema } from '@lyceum/shared/sso';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';
import { acsUrlOf, checkAnswer, SamlRejection, spEntityIdOf, type SamlProvider } from './saml-client';
import { checkAnswerOffThread, stopSamlCheckThreadForTests } from './saml-check-thread';
import { parseIdpMetadata } from './saml-xml';

/**
 * The SAML check thread against checkAnswer on the event loop: the same answer for the same
 * response, the same refusals, the flow looked up here when the thread asks, and a thread that
 * dies failing what it held and replaced at the next answer.
 */
const BASE = 'https://lyceum.school.test';
let idp: TestIdp;
let provider: SamlProvider;
const TTL_MS = 10 * 60_000;

beforeAll(async () => {
  idp = await startTestIdp();
  provider = { id: 'prov-1', settings: samlProviderInputSchema.parse({ kind: 'saml', label: 'Test IdP' }), idp: parseIdpMetadata(idp.metadataXml) };
});
afterAll(async () => {
  await stopSamlCheckThreadForTests();
  await idp?.close();
});

const responseTo = (requestId: string, options: Partial<Parameters<TestIdp['response']>[0]> = {}) =>
  idp.response({ inResponseTo: requestId, acsUrl: acsUrlOf(BASE, provider.id), audience: spEntityIdOf(BASE, provider.id), nameId: 'nia@school.test', attributes: { email: 'nia@school.test' }, sign: 'assertion', ...options });

/** A takeRequest that knows one request, made a minute ago, and records what it was asked. */
const flows = (known: string) => {
  const asked: string[] = [];
  const take = async (requestId: string) => {
    asked.push(requestId);
    return requestId === known ? new Date(Date.now() - 60_000) : null;
  };
  return { asked, take };
};

const outcome = (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: unknown) => ({ kind: error instanceof SamlRejection ? error.kind : 'error', message: (error as Error).message }));

describe('the SAML check thread', () => {
  it('answers what checkAnswer answers on the event loop, asking for the flow InResponseTo names once', async () => {
    const response = responseTo('_req-1');
    const here = flows('_req-1');
    const there = flows('_req-1');
    const expected = await checkAnswer(provider, BASE, response, here.take, TTL_MS);
    const answer = await checkAnswerOffThread(provider, BASE, response, there.take, TTL_MS);
    expect(answer).toEqual(expected);
    expect(answer.expiresAt).toBeInstanceOf(Date);
    expect(answer).toMatchObject({ nameId: 'nia@school.test', attributes: { email: 'nia@school.test' } });
    expect(there.asked).toEqual(['_req-1']);
  });

  it('refuses as checkAnswer does: an unknown request, a foreign signature, a failed lookup', async () => {
    const cases: [string, () => Promise<Date | null>][] = [
      [responseTo('_req-unknown'), async () => null],
      [responseTo('_req-2', { foreignKey: true }), async () => new Date()],
      [responseTo('_req-3'), () => Promise.reject(new Error('the database is away'))],
    ];
    for (const [response, take] of cases) {
      const here = await outcome(checkAnswer(provider, BASE, response, take, TTL_MS));
      const there = await outcome(checkAnswerOffThread(provider, BASE, response, take, TTL_MS));
      expect(there).toEqual(here);
      expect(there).not.toHaveProperty('value');
    }
  });

  it('checks answers that arrive together, each with the flow it asked for', async () => {
    const ids = Array.from({ length: 6 }, (_, i) => `_req-together-${i}`);
    const asked: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const answers = ids.map((id, i) =>
      checkAnswerOffThread(provider, BASE, responseTo(id, { nameId: `person-${i}` }), async (requestId) => {
        asked.push(requestId);
        if (asked.length === ids.length) release();
        await released;
        return requestId === id ? new Date() : null;
      }, TTL_MS),
    );
    expect((await Promise.all(answers)).map((answer) => answer.nameId)).toEqual(ids.map((_, i) => `person-${i}`));
    expect([...asked].sort()).toEqual([...ids].sort());
  });

  it('fails the answers a thread held when it dies, and checks the next on a new one', async () => {
    let asked!: () => void;
    const waiting = new Promise<void>((resolve) => (asked = resolve));
    const held = outcome(
      checkAnswerOffThread(provider, BASE, responseTo('_req-4'), () => {
        asked();
        return new Promise<Date | null>(() => undefined);
      }, TTL_MS),
    );
    await waiting;
    await stopSamlCheckThreadForTests();
    expect(await held).toMatchObject({ kind: 'error', message: expect.stringContaining('SAML check thread exited') });
    const next = flows('_req-5');
    await expect(checkAnswerOffThread(provider, BASE, responseTo('_req-5'), next.take, TTL_MS)).resolves.toMatchObject({ nameId: 'nia@school.test' });
  });
});
