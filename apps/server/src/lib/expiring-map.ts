/**
 * A map whose entries expire at a time of their own and that holds at most `capacity` of them:
 * when full, the entry stored longest ago goes first. For the per-process caches of auth (the
 * signed-in users, the verified tokens): bounded memory, no timers, nothing read once stale.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAtMs: number }>();

  constructor(private readonly capacity: number) {}

  /** The value while it has not expired; an expired entry is dropped. */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, expiresAtMs: number): void {
    // Re-stored keys move to the back, so the oldest entry is always the first one.
    if (!this.entries.delete(key) && this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAtMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
