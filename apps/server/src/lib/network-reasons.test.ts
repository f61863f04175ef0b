import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { textIn } from './http-errors';
import { networkReason } from './network-reasons';

/** What fetch throws when the socket fails: TypeError('fetch failed') holding the socket's error (as undici builds it). */
const fetchFailed = (code: string, extra: Record<string, unknown> = {}) => new TypeError('fetch failed', { cause: Object.assign(new Error(`${code} from the socket`), { code, ...extra }) });

const wordsOf = (error: unknown, host = 'idp.school.test') => {
  const reason = networkReason(error, host);
  if (!reason) throw new Error('not mapped');
  return { en: textIn('en', reason), es: textIn('es', reason), ja: textIn('ja', reason), ar: textIn('ar', reason) };
};

describe("a network error's reason, by its code", () => {
  it('a timeout and a refused connection, as fetch really throws them', async () => {
    // A server that takes the connection and never answers, then none at all on its port.
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const timedOut = await fetch(`http://127.0.0.1:${port}/metadata`, { signal: AbortSignal.timeout(50) }).catch((error: unknown) => error);
    expect(wordsOf(timedOut)).toMatchObject({ en: 'it did not answer in time', es: 'no respondió a tiempo' });
    server.close();
    await new Promise((resolve) => setImmediate(resolve));
    const refused = await fetch(`http://127.0.0.1:${port}/metadata`).catch((error: unknown) => error);
    expect(wordsOf(refused)).toMatchObject({ en: 'nothing answers at that address and port (the connection was refused)', ja: 'そのアドレスとポートで応答するものがありません (接続が拒否されました)' });
  });

  it.each([
    ['ENOTFOUND', { hostname: 'idp.shcool.test' }, 'no server is known by the name idp.shcool.test (is the address spelt right?)', ['es', 'no se conoce ningún servidor con el nombre idp.shcool.test (¿está bien escrita la dirección?)']],
    ['EAI_AGAIN', { hostname: 'idp.school.test' }, 'the name idp.school.test could not be looked up just now; try again later', ['ja', '現在 idp.school.test の名前を解決できません。しばらくしてからもう一度お試しください']],
    ['ECONNRESET', {}, 'the server closed the connection before answering', ['ar', 'أغلق الخادم الاتصال قبل أن يجيب']],
    ['UND_ERR_SOCKET', {}, 'the server closed the connection before answering', ['es', 'el servidor cerró la conexión antes de responder']],
    ['EHOSTUNREACH', {}, "the server cannot be reached from Lyceum's network", ['ja', 'Lyceum のネットワークからそのサーバーに到達できません']],
    ['ETIMEDOUT', {}, 'it did not answer in time', ['ar', 'لم يُجب في الوقت المحدد']],
    ['UND_ERR_CONNECT_TIMEOUT', {}, 'it did not answer in time', ['ja', '時間内に応答がありませんでした']],
    ['CERT_HAS_EXPIRED', {}, 'its HTTPS certificate has expired', ['es', 'su certificado HTTPS ha caducado']],
    ['CERT_NOT_YET_VALID', {}, 'its HTTPS certificate is not valid yet', ['ja', 'HTTPS 証明書がまだ有効になっていません']],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', {}, 'its HTTPS certificate is self-signed, which Lyceum does not trust', ['ar', 'شهادة HTTPS الخاصة به موقّعة ذاتيًا، ولا يثق Lyceum بها']],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', {}, 'its HTTPS certificate is not signed by an authority Lyceum trusts (is an intermediate certificate missing on that server?)', ['es', 'su certificado HTTPS no lo firma una autoridad de confianza para Lyceum (¿falta un certificado intermedio en ese servidor?)']],
    ['ERR_TLS_CERT_ALTNAME_INVALID', { host: 'idp.school.test' }, 'its HTTPS certificate is for another name than idp.school.test', ['ja', 'HTTPS 証明書が idp.school.test 以外の名前のものです']],
  ] as const)('%s', (code, extra, english, [locale, words]) => {
    const said = wordsOf(fetchFailed(code, extra));
    expect(said.en).toBe(english);
    expect(said[locale]).toBe(words);
  });

  it('one address of several (an AggregateError) is read too; an error of no known code is null, its own words kept', () => {
    const aggregate = new TypeError('fetch failed', { cause: Object.assign(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:443'), { code: 'ECONNREFUSED' })]), {}) });
    expect(wordsOf(aggregate).en).toBe('nothing answers at that address and port (the connection was refused)');
    expect(networkReason(new TypeError('fetch failed', { cause: new Error('bad port') }))).toBeNull();
    expect(networkReason(new Error('disk full'))).toBeNull();
  });
});
