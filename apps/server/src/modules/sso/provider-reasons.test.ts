import { createServer, type Server } from 'node:http';
import { ClientError } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@lyceum/shared/i18n';
import { discover } from './oidc-client';
import { providerReasonOf } from './provider-reasons';

/** A provider's address answering discovery as each path's first part says. */
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const kind = request.url?.split('/')[1];
    const json = (body: string) => response.setHeader('content-type', 'application/json').end(body);
    if (kind === 'html') response.setHeader('content-type', 'text/html').end('<html>Sign in</html>');
    else if (kind === 'broken') json('{"issuer": ');
    else if (kind === 'empty') json('{}');
    else if (kind === 'other') json(JSON.stringify({ issuer: 'https://login.school.test', authorization_endpoint: 'https://login.school.test/auth' }));
    else response.writeHead(404).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Why discovery of `issuer` failed, as the admin's check words it in `locale`. */
async function reasonIn(locale: Locale, issuer: string): Promise<string> {
  const error = await discover({ issuer, clientId: 'lyceum' }, null).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const reason = providerReasonOf(error, new URL(issuer).hostname);
  return typeof reason === 'string' ? reason : reason(locale);
}

describe("openid-client's errors in a provider check, by their code", () => {
  it('an HTTP status, an answer that is not JSON or not a configuration, and another issuer', async () => {
    expect(await reasonIn('en', `${base}/missing`)).toBe('it answered HTTP 404');
    expect(await reasonIn('ja', `${base}/missing`)).toBe('HTTP 404 が返されました');
    expect(await reasonIn('en', `${base}/html`)).toBe('it answered with something other than JSON');
    expect(await reasonIn('es', `${base}/broken`)).toBe('respondió con algo que no es JSON');
    expect(await reasonIn('en', `${base}/empty`)).toBe('its answer is not an OpenID Connect configuration (the issuer or another required setting is missing)');
    expect(await reasonIn('ar', `${base}/empty`)).toBe('إجابته ليست إعدادات OpenID Connect (المُصدِر أو إعداد مطلوب آخر مفقود)');
    expect(await reasonIn('en', `${base}/other`)).toBe('its settings name another issuer, https://login.school.test: enter the issuer exactly as the provider writes it');
    expect(await reasonIn('ja', `${base}/other`)).toBe('設定に別の発行者 https://login.school.test が記載されています。発行者はプロバイダの表記どおりに正確に入力してください');
  });

  it('plain http to another machine, a timeout, and an error no map knows (its own words)', async () => {
    expect(await reasonIn('en', 'http://idp.school.test')).toBe('the address is not https://');
    expect(await reasonIn('es', 'http://idp.school.test')).toBe('la dirección no es https://');
    const timedOut = new ClientError('operation timed out', { cause: new DOMException('The operation was aborted due to timeout', 'TimeoutError'), code: 'OAUTH_TIMEOUT' } as ErrorOptions);
    const words = providerReasonOf(timedOut, 'idp.school.test');
    expect(typeof words === 'function' ? [words('en'), words('ja')] : words).toEqual(['it did not answer in time', '時間内に応答がありませんでした']);
    expect(providerReasonOf(new ClientError('something went wrong', { cause: new Error('?') }), 'idp.school.test')).toBe('something went wrong');
  });
});
