/**
 * Counters of failed sign-ins over fixed windows, and the one rule that reads them. Both stores
 * (this process's memory below, Redis in sign-in-counters-redis.ts) apply the rule and count in one
 * atomic step, so parallel guesses cannot all pass the check before any of them is counted.
 */

/** The three counters one attempt touches. */
export interface SignInKeys {
  /** Failures from this address, any account. */
  address: string;
  /** Failures against this account from this address. */
  pair: string;
  /** Failures against this account from anywhere. */
  account: string;
}

export interface SignInLimits {
  address: number;
  pair: number;
  /** Past this, only addresses that have not failed against the account yet may try it. */
  account: number;
  windowMs: number;
}

/** A counter's value and the milliseconds until its window ends. */
export interface Window {
  count: number;
  msLeft: number;
}

/**
 * How long the attempt must wait (0: it may go ahead). The account ceiling applies only to an
 * address that has already failed against the account: a wide attack slows to one guess per
 * fresh address, while the owner, from an address that has not failed, is still let in.
 */
export function waitMs(address: Window, pair: Window, account: Window, limits: SignInLimits): number {
  if (address.count >= limits.address) return address.msLeft;
  if (pair.count >= limits.pair) return pair.msLeft;
  if (account.count >= limits.account && pair.count > 0) return Math.min(account.msLeft, pair.msLeft);
  return 0;
}

/** An attempt let through is counted at once; a sign-in that succeeds hands its count back. */
export type Reservation = { allowed: false; waitMs: number } | { allowed: true; release(): Promise<void> };

export interface SignInCounters {
  /** Counts one attempt on all three counters, or counts nothing and says how long to wait. */
  reserve(keys: SignInKeys, limits: SignInLimits): Promise<Reservation>;
}

/** Enough for every address and account of a large attack's minute; an entry is ~100 bytes. */
const MEMORY_CAPACITY = 100_000;

interface Entry {
  count: number;
  endsAt: number;
}

/**
 * The counters in this process's memory. All windows have one length, so the Map's insertion order
 * is also their end order: expired entries are dropped from the front, no timers. When full, the
 * oldest live entry goes first (the capacity is far above what the per-address limit lets one
 * address create, so only a very wide attack could push a counter out early).
 */
export class MemorySignInCounters implements SignInCounters {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = MEMORY_CAPACITY) {}

  reserve(keys: SignInKeys, limits: SignInLimits, now = Date.now()): Promise<Reservation> {
    this.dropExpired(now);
    const [address, pair, account] = [keys.address, keys.pair, keys.account].map((key) => this.windowOf(key, now)) as [Window, Window, Window];
    const wait = waitMs(address, pair, account, limits);
    if (wait > 0) return Promise.resolve({ allowed: false, waitMs: wait });
    const counted = [keys.address, keys.pair, keys.account].map((key) => this.count(key, now, limits.windowMs));
    const release = (): Promise<void> => {
      // A window that ended meanwhile is no longer in the map; lowering it changes nothing.
      for (const entry of counted) entry.count = Math.max(0, entry.count - 1);
      return Promise.resolve();
    };
    return Promise.resolve({ allowed: true, release });
  }

  private windowOf(key: string, now: number): Window {
    const entry = this.entries.get(key);
    return entry && entry.endsAt > now ? { count: entry.count, msLeft: entry.endsAt - now } : { count: 0, msLeft: 0 };
  }

  private count(key: string, now: number, windowMs: number): Entry {
    let entry = this.entries.get(key);
    if (!entry || entry.endsAt <= now) {
      this.entries.delete(key);
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
      entry = { count: 0, endsAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return entry;
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.endsAt > now) return;
      this.entries.delete(key);
    }
  }
}
