import { describe, expect, it } from 'vitest';
import { EventCache, type EventSource } from './event-cache';

const source: EventSource = {
  id: 'a1',
  title: 'Essay',
  due: '2030-04-01T09:00:00.000Z',
  updated: '2030-01-01T00:00:00.000Z',
  classId: 'c1',
  topicId: 't1',
  className: 'History',
  base: 'https://school.example',
};

describe('EventCache', () => {
  it('writes an event once while nothing it shows changes, and again as soon as any of it does', () => {
    const cache = new EventCache();
    const writes: EventSource[] = [];
    const write = (s: EventSource) => {
      writes.push(s);
      return `${s.className}: ${s.title} ${s.due} ${s.base} ${s.classId}/${s.topicId} ${s.updated}`;
    };
    expect(cache.bytesOf(source, write).toString()).toContain('History: Essay');
    expect(cache.bytesOf({ ...source }, write).toString()).toContain('History: Essay');
    expect(writes).toHaveLength(1);
    const changes: Array<Partial<EventSource>> = [
      { title: 'Long essay' },
      { due: '2030-04-02T09:00:00.000Z' },
      { updated: '2030-01-02T00:00:00.000Z' },
      { classId: 'c2' },
      { topicId: 't2' },
      { className: 'World History' },
      { base: 'https://other.example' },
    ];
    let current = source;
    for (const change of changes) {
      current = { ...current, ...change };
      expect(cache.bytesOf(current, write).toString()).toBe(write(current));
    }
    // Each change wrote once for the cache (and once above for the expectation).
    expect(writes).toHaveLength(1 + changes.length * 2);
    expect(cache.size).toBe(1);
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const cache = new EventCache(2);
    let writes = 0;
    const write = (s: EventSource) => {
      writes += 1;
      return s.id;
    };
    for (const id of ['a', 'b', 'c']) cache.bytesOf({ ...source, id }, write);
    expect(cache.size).toBe(2);
    cache.bytesOf({ ...source, id: 'c' }, write);
    cache.bytesOf({ ...source, id: 'b' }, write);
    expect(writes).toBe(3);
    cache.bytesOf({ ...source, id: 'a' }, write);
    expect(writes).toBe(4);
  });
});
