import { describe, expect, it } from 'vitest';
import { EventCache } from './event-cache';

const bytes = (text: string) => Buffer.from(text);

describe('EventCache', () => {
  it('gives an event back only for the values it was written from', () => {
    const cache = new EventCache();
    cache.keep('a1', '2030-01-01T00:00:00.000Z', 'History', 'https://school.example', bytes('essay'));
    expect(cache.find('a1', '2030-01-01T00:00:00.000Z', 'History', 'https://school.example')?.toString()).toBe('essay');
    // Edited since, its class renamed, or linked from another address: written again.
    expect(cache.find('a1', '2030-01-02T00:00:00.000Z', 'History', 'https://school.example')).toBeUndefined();
    expect(cache.find('a1', '2030-01-01T00:00:00.000Z', 'World History', 'https://school.example')).toBeUndefined();
    expect(cache.find('a1', '2030-01-01T00:00:00.000Z', 'History', 'https://other.example')).toBeUndefined();
    expect(cache.find('a2', '2030-01-01T00:00:00.000Z', 'History', 'https://school.example')).toBeUndefined();
    cache.keep('a1', '2030-01-02T00:00:00.000Z', 'History', 'https://school.example', bytes('long essay'));
    expect(cache.find('a1', '2030-01-02T00:00:00.000Z', 'History', 'https://school.example')?.toString()).toBe('long essay');
    expect(cache.size).toBe(1);
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const cache = new EventCache(2);
    for (const id of ['a', 'b', 'c']) cache.keep(id, 'u', 'C', 'B', bytes(id));
    expect(cache.size).toBe(2);
    expect(cache.find('a', 'u', 'C', 'B')).toBeUndefined();
    expect(cache.find('b', 'u', 'C', 'B')?.toString()).toBe('b');
    expect(cache.find('c', 'u', 'C', 'B')?.toString()).toBe('c');
  });
});
