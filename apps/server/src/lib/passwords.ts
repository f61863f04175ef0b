import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3): OWASP-recommended parameters. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
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
