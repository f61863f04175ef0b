import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('makes 24 hex characters that sort in the order they were made, however close together', () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Made within a second or two, most share their leading seconds: the counter orders them.
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the seconds it was made in', () => {
    const before = Math.floor(Date.now() / 1000);
    const seconds = Number.parseInt(newId().slice(0, 8), 16);
    expect(seconds).toBeGreaterThanOrEqual(before);
    expect(seconds).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });
});
