import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';
import { testSamlProvider } from '../../../test/sso/saml-test-provider';
import { acsUrlOf, checkAnswer, SamlRejection, spEntityIdOf, type SamlProvider } from './saml-client';
import { inResponseToOf } from './saml-response-head';
import { checkAnswerOffThread, stopSamlCheckThreadForTests } from './saml-check-thread';

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
  provider = testSamlProvider(idp);
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

  it('with a look-ahead, checks with the flow looked up before it: the thread never asks, the flow is taken once it is used', async () => {
    const response = responseTo('_req-ahead');
    const here = flows('_req-ahead');
    const there = flows('_req-ahead');
    const ahead = flows('_req-ahead');
    const expected = await checkAnswer(provider, BASE, response, here.take, TTL_MS);
    expect(await checkAnswerOffThread(provider, BASE, response, there.take, TTL_MS, ahead.take)).toEqual(expected);
    expect(ahead.asked).toEqual(['_req-ahead']);
    expect(there.asked).toEqual(['_req-ahead']);
  });

  it('with a look-ahead, refuses as checkAnswer does, and takes the flow only when the check used it', async () => {
    const cases: [string, string[]][] = [
      [responseTo('_req-unknown-ahead'), ['_req-unknown-ahead']],
      [responseTo('_req-foreign-ahead', { foreignKey: true }), ['_req-foreign-ahead']],
      // The subject names another request than the response's: node-saml takes the response's, then refuses.
      [responseTo('_req-ahead-2', { subjectInResponseTo: '_req-other' }), ['_req-ahead-2']],
      // Refused before node-saml reads it (a comment): looked up ahead, but not taken.
      [Buffer.from('<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" InResponseTo="_req-foreign-ahead"><!-- x --></samlp:Response>').toString('base64'), []],
    ];
    for (const [response, taken] of cases) {
      const known = (requestId: string) => Promise.resolve(requestId === '_req-foreign-ahead' ? new Date() : null);
      const here = await outcome(checkAnswer(provider, BASE, response, known, TTL_MS));
      const asked: string[] = [];
      const there = await outcome(checkAnswerOffThread(provider, BASE, response, (requestId) => (asked.push(requestId), known(requestId)), TTL_MS, known));
      expect(there).toEqual(here);
      expect(there).not.toHaveProperty('value');
      expect(asked).toEqual(taken);
    }
  });

  it('with a look-ahead that fails or reads another ID than node-saml, asks for the flow as without one', async () => {
    const failing = flows('_req-6');
    const answer = await checkAnswerOffThread(provider, BASE, responseTo('_req-6'), failing.take, TTL_MS, () => Promise.reject(new Error('the database is away')));
    expect(answer).toMatchObject({ nameId: 'nia@school.test' });
    expect(failing.asked).toEqual(['_req-6']);
    // Written with an entity, the ID reads differently without a parser: no guess, and the thread asks.
    const coded = responseTo('_req-7&x');
    expect(inResponseToOf(coded)).toBeNull();
    const asked = flows('_req-7&x');
    const ahead = flows('_req-7&x');
    await expect(checkAnswerOffThread(provider, BASE, coded, asked.take, TTL_MS, ahead.take)).resolves.toMatchObject({ nameId: 'nia@school.test' });
    expect(ahead.asked).toEqual([]);
    expect(asked.asked).toEqual(['_req-7&x']);
  });

  it('reads InResponseTo from the start of a response without parsing it, and nothing from a response that names none', () => {
    expect(inResponseToOf(responseTo('_req-8'))).toBe('_req-8');
    expect(inResponseToOf(responseTo(''))).toBeNull();
    expect(inResponseToOf(Buffer.from(`<?xml version="1.0"?>\n<Response xmlns="urn:oasis:names:tc:SAML:2.0:protocol" ID="_r" InResponseTo='_req-9'><Status/></Response>`).toString('base64'))).toBe('_req-9');
    expect(inResponseToOf(Buffer.from('<samlp:LogoutResponse InResponseTo="_req-10"/>').toString('base64'))).toBeNull();
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
