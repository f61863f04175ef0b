import type { ByteRange } from '../../storage/blob-store';

export type RangeAsked = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * The part of a file of `size` bytes a Range header asks for (RFC 9110 section 14). One range of
 * bytes is served as asked; a header in another unit, or asking for several ranges at once (which
 * no browser or player does for media), is ignored and the whole file sent, as the RFC allows. A
 * bytes range that is malformed, backwards, empty or starts past the end cannot be satisfied: 416.
 */
export function parseRange(header: string | undefined, size: number): RangeAsked {
  if (header === undefined) return { kind: 'whole' };
  const value = header.trim();
  if (!/^bytes=/i.test(value) || value.includes(',')) return { kind: 'whole' };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)$/i.exec(value);
  if (!match) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || Number(last === '' ? start : last) < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}
