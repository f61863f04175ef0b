import { describe, expect, it } from 'vitest';
import { nextCursor, nextLinkTarget } from '@/features/lists/lib/link-header';

describe('nextLinkTarget', () => {
  it('reads the server’s own header', () => {
    expect(nextLinkTarget('</api/assignments?limit=50&cursor=WyIyMDI1Il0>; rel="next"')).toBe(
      '/api/assignments?limit=50&cursor=WyIyMDI1Il0',
    );
  });

  it.each([null, undefined, ''])('is null without a header (%s): the last page', (header) => {
    expect(nextLinkTarget(header)).toBeNull();
  });

  it('finds next among several links, whatever their order and spacing', () => {
    const header = '</a?page=1>; rel="prev", </a?page=3> ;rel="next"; title="Next page"';
    expect(nextLinkTarget(header)).toBe('/a?page=3');
  });

  it('accepts an unquoted rel, any case, and a list of relation types', () => {
    expect(nextLinkTarget('</x?cursor=1>; rel=NEXT')).toBe('/x?cursor=1');
    expect(nextLinkTarget('</x?cursor=2>; rel="last next"')).toBe('/x?cursor=2');
  });

  it('keeps commas inside a target', () => {
    expect(nextLinkTarget('</x?ids=1,2&cursor=c>; rel="next"')).toBe('/x?ids=1,2&cursor=c');
  });

  it('is null when no link is rel=next', () => {
    expect(nextLinkTarget('</a?page=1>; rel="prev", </a?page=9>; rel="last"')).toBeNull();
    expect(nextLinkTarget('</a?page=1>; title="next"')).toBeNull();
  });
});

describe('nextCursor', () => {
  it('is the cursor parameter of the next link, decoded', () => {
    expect(nextCursor('</api/materials?limit=50&cursor=abc-_%3D>; rel="next"')).toBe('abc-_=');
  });

  it('reads absolute targets too, but only keeps the cursor', () => {
    expect(nextCursor('<https://elsewhere.example/api/materials?cursor=xyz>; rel="next"')).toBe('xyz');
  });

  it('is null on the last page, or when the next link has no cursor', () => {
    expect(nextCursor(null)).toBeNull();
    expect(nextCursor('</api/materials?limit=50>; rel="next"')).toBeNull();
    expect(nextCursor('</api/materials?cursor=>; rel="next"')).toBeNull();
  });
});
