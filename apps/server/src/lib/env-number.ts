import { z } from 'zod';

/**
 * A whole number from an environment variable (text), with one message naming the range for every
 * way it can be wrong. A message given to zod's number() alone also became the message of its
 * range checks, so PORT=70000 was told it "must be a number".
 */
export function envWholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}
