/** About 140 kB for a class of 40 × 50 assignments: some 230 such gradebooks. */
const DEFAULT_CAPACITY_BYTES = 32 * 1024 * 1024;

interface Entry {
  version: number;
  bytes: Buffer;
}

/**
 * The JSON of each class's gradebook as its teachers and admins see it (the same for all of them),
 * written once and sent again while the class's gradebook version (migration 0019: triggers change
 * it with every submission, grade, assignment, member or name the gradebook shows) is the number
 * it was written under. Writing one for 40 × 50 reads ~1,700 submissions and builds and serialises
 * 2,000 cells: ~6.6 ms of CPU, where reading the version is one row beside the access check.
 *
 * The version is read before the rows (gradebook.service.ts), so the rows are at least as new as
 * the number an entry is kept under: a write between the two reads makes the entry look older
 * than it is, never newer, and the next read writes it again. The number lives in the database,
 * so processes sharing it each keep their own entries and none serves another's stale ones.
 * Students' own rows are not kept: each is small and seen by one person. At most `capacityBytes`
 * of JSON; the least recently used goes first.
 */
export class GradebookCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly capacityBytes = DEFAULT_CAPACITY_BYTES) {}

  /** The class's gradebook JSON, if written under this very version. */
  find(classId: string, version: number): Buffer | undefined {
    const entry = this.entries.get(classId);
    if (entry?.version !== version) return undefined;
    // Most recently used last, so eviction takes the class nobody has opened for longest.
    this.entries.delete(classId);
    this.entries.set(classId, entry);
    return entry.bytes;
  }

  keep(classId: string, version: number, bytes: Buffer): void {
    this.forget(classId);
    if (bytes.length > this.capacityBytes) return;
    while (this.bytes + bytes.length > this.capacityBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
    this.entries.set(classId, { version, bytes });
    this.bytes += bytes.length;
  }

  private forget(classId: string): void {
    const entry = this.entries.get(classId);
    if (!entry) return;
    this.entries.delete(classId);
    this.bytes -= entry.bytes.length;
  }

  get size(): number {
    return this.entries.size;
  }
}
