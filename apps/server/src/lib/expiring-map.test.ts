import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  it('answers a value until its own expiry, then forgets it', () => {
    const map = new ExpiringMap<string>(10);
    map.set('a', 'x', 1_000);
    map.set('b', 'y', 5_000);
    expect(map.get('a', 999)).toBe('x');
    expect(map.get('a', 1_000)).toBeUndefined();
    expect(map.get('b', 1_000)).toBe('y');
  });

  it('holds at most `capacity` entries, dropping the one stored longest ago', () => {
    const map = new ExpiringMap<number>(2);
    map.set('a', 1, 10_000);
    map.set('b', 2, 10_000);
    // Storing 'a' again makes 'b' the oldest.
    map.set('a', 3, 10_000);
    map.set('c', 4, 10_000);
    expect([map.get('a', 0), map.get('b', 0), map.get('c', 0)]).toEqual([3, undefined, 4]);
  });
});
