import { describe, expect, it } from 'vitest';
import { MemorySignInCounters, waitMs, type SignInKeys, type SignInLimits } from './sign-in-counters';

const limits: SignInLimits = { address: 20, pair: 2, account: 20, windowMs: 60_000 };
const keys = (address: string, account = 'acct'): SignInKeys => ({ address: `a:${address}`, pair: `p:${account}:${address}`, account: `c:${account}` });
const open = { count: 0, msLeft: 0 };

describe('waitMs', () => {
  it('holds back an address at its limit, a pair at its limit, and at the account ceiling only an address that has failed', () => {
    expect(waitMs({ count: 20, msLeft: 5 }, open, open, limits)).toBe(5);
    expect(waitMs(open, { count: 2, msLeft: 7 }, open, limits)).toBe(7);
    expect(waitMs(open, { count: 1, msLeft: 7 }, { count: 20, msLeft: 9 }, limits)).toBe(7);
    expect(waitMs(open, open, { count: 20, msLeft: 9 }, limits)).toBe(0);
    expect(waitMs({ count: 19, msLeft: 5 }, { count: 1, msLeft: 7 }, { count: 19, msLeft: 9 }, limits)).toBe(0);
  });
});

describe('MemorySignInCounters', () => {
  it('counts an attempt let through, counts nothing refused, and gives a success back', async () => {
    const counters = new MemorySignInCounters();
    const first = await counters.reserve(keys('x'), limits, 0);
    const second = await counters.reserve(keys('x'), limits, 1);
    expect([first.allowed, second.allowed]).toEqual([true, true]);
    expect(await counters.reserve(keys('x'), limits, 2)).toEqual({ allowed: false, waitMs: 59_998 });
    if (second.allowed) await second.release();
    expect((await counters.reserve(keys('x'), limits, 3)).allowed).toBe(true);
  });

  it('starts afresh when the window ends', async () => {
    const counters = new MemorySignInCounters();
    await counters.reserve(keys('x'), limits, 0);
    await counters.reserve(keys('x'), limits, 0);
    expect((await counters.reserve(keys('x'), limits, 59_999)).allowed).toBe(false);
    expect((await counters.reserve(keys('x'), limits, 60_000)).allowed).toBe(true);
  });

  it('holds at most its capacity of counters, dropping the oldest', async () => {
    const counters = new MemorySignInCounters(6);
    await counters.reserve(keys('x', 'one'), limits, 0);
    await counters.reserve(keys('x', 'one'), limits, 0);
    expect((await counters.reserve(keys('x', 'one'), limits, 1)).allowed).toBe(false);
    // Two more attempts make six newer counters: x's three, the oldest, are dropped.
    await counters.reserve(keys('y', 'two'), limits, 2);
    await counters.reserve(keys('z', 'three'), limits, 2);
    expect((await counters.reserve(keys('x', 'one'), limits, 3)).allowed).toBe(true);
  });
});
