/** A record with the moment it was made: the order every list of a class sorts by (newest first, then id). */
export interface Dated {
  id: string;
  created_at: string;
}

/**
 * New creation moments for copies of `records`, one millisecond apart and ending just before
 * `now`, in the originals' order: the copy's topics, classwork and bank list as the class's did,
 * and nothing in it claims to have been posted before it existed. Answers each original id's moment.
 */
export function copiedMoments(records: readonly Dated[], now: Date): Map<string, string> {
  const ordered = [...records].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.created_at < b.created_at ? -1 : 1));
  const end = now.getTime();
  return new Map(ordered.map((record, index) => [record.id, new Date(end - (ordered.length - index)).toISOString()]));
}
