import { describe, expect, it } from 'vitest';
import { hasMultipartBoundary } from './multipart-boundary';

describe('hasMultipartBoundary', () => {
  it('takes multipart/form-data with a boundary of 1 to 70 characters, quoted or not, any case', () => {
    for (const type of ['multipart/form-data; boundary=B', 'Multipart/Form-Data;boundary="a b c"', `multipart/form-data; charset=utf-8; boundary=${'x'.repeat(70)}`, 'multipart/form-data; BOUNDARY = ----WebKitFormBoundary7MA4YWxkTrZu0gW']) {
      expect(hasMultipartBoundary(type), type).toBe(true);
    }
  });

  it('refuses no boundary, an empty or overlong one, and other types', () => {
    for (const type of [undefined, '', 'multipart/form-data', 'multipart/form-data;', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=""', `multipart/form-data; boundary=${'x'.repeat(71)}`, 'multipart/mixed; boundary=B', 'application/json', 'text/plain; boundary=B']) {
      expect(hasMultipartBoundary(type), String(type)).toBe(false);
    }
  });
});
