import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Reservation, SignInCounters, SignInKeys, SignInLimits } from './sign-in-counters';

/**
 * sign-in-counters.ts's `waitMs` and the counting, as one Lua script so Redis runs them
 * atomically for every process. KEYS: address, pair, account; ARGV: their limits, the window in ms.
 * Returns 0 when counted, else the milliseconds to wait.
 */
const RESERVE = `
local counts, left = {}, {}
for i = 1, 3 do
  counts[i] = tonumber(redis.call('GET', KEYS[i]) or '0')
  left[i] = redis.call('PTTL', KEYS[i])
  if left[i] <= 0 then left[i] = tonumber(ARGV[4]) end
end
if counts[1] >= tonumber(ARGV[1]) then return left[1] end
if counts[2] >= tonumber(ARGV[2]) then return left[2] end
if counts[3] >= tonumber(ARGV[3]) and counts[2] > 0 then return math.min(left[3], left[2]) end
for i = 1, 3 do
  redis.call('INCR', KEYS[i])
  if redis.call('PTTL', KEYS[i]) < 0 then redis.call('PEXPIRE', KEYS[i], ARGV[4]) end
end
return 0`;

/** A successful sign-in's count handed back, never below zero; DECR keeps each key's expiry. */
const RELEASE = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 0`;

type Scripted = Redis & {
  lyceumSignInReserve(address: string, pair: string, account: string, ...limits: number[]): Promise<number>;
  lyceumSignInRelease(address: string, pair: string, account: string): Promise<number>;
};

const PREFIX = 'lyceum-signin:';

/**
 * The counters in Redis, shared by every server process. If Redis cannot answer, the attempt is
 * counted in this process's memory instead (logged): limits per process rather than none, and
 * sign-in keeps working.
 */
export function redisSignInCounters(redis: Redis, fallback: SignInCounters, log: FastifyBaseLogger): SignInCounters {
  redis.defineCommand('lyceumSignInReserve', { numberOfKeys: 3, lua: RESERVE });
  redis.defineCommand('lyceumSignInRelease', { numberOfKeys: 3, lua: RELEASE });
  const scripted = redis as Scripted;
  return {
    async reserve(keys: SignInKeys, limits: SignInLimits): Promise<Reservation> {
      const names = [PREFIX + keys.address, PREFIX + keys.pair, PREFIX + keys.account] as const;
      let wait: number;
      try {
        wait = await scripted.lyceumSignInReserve(...names, limits.address, limits.pair, limits.account, limits.windowMs);
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'sign-in counters (Redis) unavailable; counting in this process');
        return fallback.reserve(keys, limits);
      }
      if (wait > 0) return { allowed: false, waitMs: wait };
      return {
        allowed: true,
        release: async () => {
          await scripted.lyceumSignInRelease(...names).catch((error: Error) => log.warn({ err: error.message }, 'sign-in counters (Redis): a success was not handed back'));
        },
      };
    },
  };
}
