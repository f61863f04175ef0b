import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const aTask = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('warmUpDates', () => {
  const original = Intl.DateTimeFormat;
  const writable = Intl as { DateTimeFormat: typeof Intl.DateTimeFormat };
  let built = 0;

  beforeEach(() => {
    built = 0;
    // Counts the formatters built, and stays a working one.
    writable.DateTimeFormat = class extends original {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.DateTimeFormat;
  });
  afterEach(() => {
    writable.DateTimeFormat = original;
    vi.resetModules();
  });

  it("builds Intl's date formatter once per page load, in a task of its own rather than the caller's", async () => {
    const { warmUpDates } = await import('@/lib/date-warm-up');
    warmUpDates();
    warmUpDates();
    expect(built).toBe(0);
    await aTask();
    expect(built).toBe(1);
    warmUpDates();
    await aTask();
    expect(built).toBe(1);
  });

  it('is done by the date formatting module as it arrives (a screen with dates reached by a link)', async () => {
    await import('@/lib/dates');
    expect(built).toBe(0);
    await aTask();
    expect(built).toBe(1);
  });
});
