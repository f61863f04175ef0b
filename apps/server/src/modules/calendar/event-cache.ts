/** About 0.6 kB an entry (mostly the event's text): some 6 MB at most. */
const DEFAULT_CAPACITY = 10_000;

interface Entry {
  updated: string;
  className: string;
  base: string;
  bytes: Buffer;
}

/**
 * The encoded text of events, by assignment id, shared by every feed of the process: an
 * assignment is in the feed of each member of its class, a feed is polled again and again, and
 * writing an event (escaping, folding, UTF-8) costs more than reading whether it changed. An
 * entry is used while the assignment's last change (`updated_at`, which every edit of its title,
 * due date or topic sets: assignments.repository.ts's AssignmentPatch requires it), its class's
 * name and the address links start with are what they were when it was written (two edits within
 * one millisecond aside); otherwise the event is written afresh. At most `capacity` entries; the oldest goes first.
 */
export class EventCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** The event's bytes, if written from these very values. */
  find(id: string, updated: string, className: string, base: string): Buffer | undefined {
    const entry = this.entries.get(id);
    return entry && entry.updated === updated && entry.className === className && entry.base === base ? entry.bytes : undefined;
  }

  keep(id: string, updated: string, className: string, base: string, bytes: Buffer): void {
    if (this.entries.has(id)) {
      this.entries.delete(id);
    } else if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { updated, className, base, bytes });
  }

  get size(): number {
    return this.entries.size;
  }
}
