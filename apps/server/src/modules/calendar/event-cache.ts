/** Everything one event's text is made of: a feed row's values and the address its links start with. */
export interface EventSource {
  id: string;
  title: string;
  due: string;
  updated: string;
  classId: string;
  topicId: string;
  className: string;
  base: string;
}

interface Entry extends EventSource {
  bytes: Buffer;
}

/** About 1 kB an entry (the text, the values it was made from): some 10 MB at most. */
const DEFAULT_CAPACITY = 10_000;

/**
 * The encoded text of events, by assignment id, shared by every feed of the process: an
 * assignment is in the feed of each member of its class, and a feed is polled again and again,
 * while writing an event (escaping, folding, UTF-8) costs more than looking it up. An entry is
 * used only while every value it was made from is still the same (compared one by one, so no
 * write anywhere has to remember to invalidate it); otherwise the event is written afresh. At
 * most `capacity` entries; the oldest goes first.
 */
export class EventCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  bytesOf(source: EventSource, write: (source: EventSource) => string): Buffer {
    const cached = this.entries.get(source.id);
    if (cached && sameSource(cached, source)) return cached.bytes;
    const bytes = Buffer.from(write(source));
    if (cached) {
      this.entries.delete(source.id);
    } else if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(source.id, { ...source, bytes });
    return bytes;
  }

  get size(): number {
    return this.entries.size;
  }
}

const sameSource = (a: EventSource, b: EventSource): boolean =>
  a.updated === b.updated &&
  a.due === b.due &&
  a.title === b.title &&
  a.className === b.className &&
  a.topicId === b.topicId &&
  a.classId === b.classId &&
  a.base === b.base;
