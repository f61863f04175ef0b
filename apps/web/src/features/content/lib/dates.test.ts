import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateTimeLocalToIso, differentMoments, formatDueDate, isoToDateTimeLocal } from '@/features/content/lib/dates';

// Node reads TZ again whenever it is assigned, so each test can pin the browser's zone.
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('datetime-local <-> UTC', () => {
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });

  it('reads the input as local time and sends UTC', () => {
    expect(dateTimeLocalToIso('2025-01-15T09:30')).toBe('2025-01-15T14:30:00.000Z');
    // Summer time: UTC-4.
    expect(dateTimeLocalToIso('2025-07-01T23:15')).toBe('2025-07-02T03:15:00.000Z');
  });

  it('shows a stored UTC moment as local time when editing', () => {
    expect(isoToDateTimeLocal('2025-01-15T14:30:00.000Z')).toBe('2025-01-15T09:30');
    expect(isoToDateTimeLocal('2025-07-02T03:15:00.000Z')).toBe('2025-07-01T23:15');
  });

  it('round-trips in another zone too', () => {
    process.env.TZ = 'Asia/Kolkata';
    const iso = dateTimeLocalToIso('2030-12-31T23:59');
    expect(iso).toBe('2030-12-31T18:29:00.000Z');
    expect(isoToDateTimeLocal(iso ?? '')).toBe('2030-12-31T23:59');
  });

  it('refuses blank and malformed values', () => {
    expect(dateTimeLocalToIso('')).toBeNull();
    expect(dateTimeLocalToIso('tomorrow')).toBeNull();
    expect(dateTimeLocalToIso('2025-02-30T10:00')).toBeNull();
    expect(isoToDateTimeLocal('not a date')).toBe('');
  });
});

describe('formatting', () => {
  it('names the time zone on due dates', () => {
    expect(formatDueDate('2025-01-15T14:30:00.000Z')).toMatch(/(UTC|GMT|[A-Z]{2,5})/);
  });

  it('compares moments, not strings', () => {
    expect(differentMoments('2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00Z')).toBe(false);
    expect(differentMoments('2025-01-01T00:00:00.000Z', '2025-01-01T00:00:01.000Z')).toBe(true);
  });
});
