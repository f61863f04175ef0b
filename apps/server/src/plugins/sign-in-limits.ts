import { hash } from 'node:crypto';
import { tooManyRequests } from '../lib/http-errors';
import type { SignInCounters, SignInLimits } from './sign-in-counters';
import { API_ERRORS } from '../lib/api-errors.messages';

/**
 * Failed sign-ins allowed per minute, for LOGIN_RATE_LIMIT = n (10 by default):
 * - n against one account from one address: how fast one attacker can guess one password;
 * - 10n from one address across accounts: one address trying many accounts. Successes are not
 *   counted, so a school signing in together behind one address is not slowed;
 * - 10n against one account across addresses (room for a pupil's home, school and phone all
 *   mistyping): past it, an address that has already failed against the account this minute
 *   gets no more tries, one that has not gets one. A wide attack drops to one guess per fresh
 *   address a minute, and the owner at an address that has not failed still gets in.
 */
export function signInLimits(perMinute: number): SignInLimits {
  return { pair: perMinute, address: perMinute * 10, account: perMinute * 10, windowMs: 60_000 };
}

export interface SignInAttempt {
  /** The password was right: the attempt is handed back, as only failures count. */
  succeeded(): Promise<void>;
}

export interface SignInLimiter {
  /**
   * Counts an attempt before any password work, or refuses it with 429 and Retry-After, even
   * with the right password (else a refused guesser would still learn when a guess was right).
   */
  begin(email: string, address: string): Promise<SignInAttempt>;
}

/** The account's counters are keyed by a hash of its email, so no address book sits in Redis. */
const accountKeyOf = (email: string): string => hash('sha256', email, 'base64url').slice(0, 22);

export function createSignInLimiter(counters: SignInCounters, limits: SignInLimits): SignInLimiter {
  return {
    async begin(email, address) {
      const account = accountKeyOf(email);
      const reservation = await counters.reserve({ address: `a:${address}`, pair: `p:${account}:${address}`, account: `c:${account}` }, limits);
      if (!reservation.allowed) throw tooManyRequests(API_ERRORS.tooManyLogins, reservation.waitMs);
      return { succeeded: reservation.release };
    },
  };
}
