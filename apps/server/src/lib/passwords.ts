import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * argon2id at OWASP's password-storage minimum (19 MiB, t=2, p=1). Measured on the 2-core bench
 * machine: ~23 ms of CPU per hash, against ~170 ms for the library's defaults (64 MiB, t=3, p=4),
 * which held a class signing in at once to ~9 sign-ins/s. Hashes made with other parameters are
 * re-made with these on the owner's next successful sign-in (see auth.service.ts).
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run in libuv's thread pool (4 threads), off the event loop. At most one hash per core and
 * never more than 3 at once, so a sign-in storm always leaves a pool thread to file and DNS work
 * instead of queueing it behind argon2, and waiting sign-ins queue here, in order, not in the pool.
 * One hash at a time would cap 2 cores at ~40 sign-ins/s (23 ms each), the morning rush's target.
 */
const hashing = pLimit(Math.max(1, Math.min(availableParallelism(), 3)));

export function hashPassword(plain: string): Promise<string> {
  return hashing(() => argon2.hash(plain, PASSWORD_HASH_OPTIONS));
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await hashing(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}

/** True when the hash was made with other parameters than today's (an older install's defaults). */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Sign-in with an unknown email still pays for one argon2 verification against a dummy
 * hash, so response time does not reveal which emails have accounts.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('lyceum-dummy-password-for-timing');
  await verifyPassword(await dummyHash, plain);
  return false;
}
