import { describe, expect, it } from 'vitest';
import { httpUrlSchema } from '@lyceum/shared/common';
import { LIMITS } from '@lyceum/shared/limits';
import { LINK_NAME_TOO_LONG, LINK_URL_INVALID, parseLinkDraft } from '@/features/content/lib/link-draft';

describe('parseLinkDraft', () => {
  it('takes an http(s) address, trimmed, with its host and the optional name', () => {
    expect(parseLinkDraft('  https://Example.com:8080/reading?x=1 ', ' Reading ')).toEqual({
      link: { url: 'https://Example.com:8080/reading?x=1', name: 'Reading', host: 'example.com:8080' },
    });
    expect(parseLinkDraft('http://example.org', '')).toEqual({ link: { url: 'http://example.org', name: '', host: 'example.org' } });
  });

  it('shows an internationalised host in punycode, so a look-alike address shows', () => {
    expect(parseLinkDraft('https://bücher.example/x', '')).toMatchObject({ link: { host: 'xn--bcher-kva.example' } });
  });

  it('refuses anything but an http(s) URL', () => {
    for (const url of ['', 'example.com', 'javascript:alert(1)', 'ftp://example.com/file', 'mailto:a@b.c']) {
      expect(parseLinkDraft(url, '')).toEqual({ error: LINK_URL_INVALID });
    }
  });

  it("gives the server's verdict (httpUrlSchema) on every address, at the length limit too", () => {
    const long = (length: number) => `https://a.test/${'x'.repeat(length - 'https://a.test/'.length)}`;
    for (const url of [
      long(LIMITS.url),
      long(LIMITS.url + 1),
      ` ${long(LIMITS.url)}`,
      ' https://a.test ',
      'https://[::1]:8080/',
      'https://user:pass@a.test/',
      'HTTPS://A.TEST',
      'https://a b.test',
      'http://',
      'data:text/html,x',
    ]) {
      expect('link' in parseLinkDraft(url, ''), url).toBe(httpUrlSchema.safeParse(url).success);
    }
  });

  it('refuses a name over the limit', () => {
    expect(parseLinkDraft('https://example.com', 'x'.repeat(LIMITS.linkName + 1))).toEqual({ error: LINK_NAME_TOO_LONG });
  });
});
