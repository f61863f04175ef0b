import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateTimeZone } from '@/lib/date-settings';
import {
  dateTimeLocalToIso,
  differentMoments,
  formatDate,
  formatDateTime,
  formatDueDate,
  isoToDateTimeLocal,
  localTimeZone,
} from '@/lib/dates';

// Node reads TZ again whenever it is assigned, so each test can pin the browser's zone.
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
  setDateTimeZone(null);
  document.documentElement.lang = '';
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

  it("shows the moment in the user's zone and locale", () => {
    process.env.TZ = 'America/New_York';
    const iso = '2025-01-16T02:30:00.000Z';
    // The late-by-a-day (or an hour) bug: 02:30 UTC is still the 15th in New York.
    expect(formatDueDate(iso, 'en-US')).toBe('Jan 15, 2025, 9:30 PM EST');
    expect(formatDate(iso, 'en-US')).toBe('Jan 15, 2025');
    expect(formatDateTime(iso, 'en-US')).toMatch(/^Jan 15, 2025, 9:30\s?PM$/);
    expect(formatDate(iso, 'de-DE')).toBe('15.01.2025');
    expect(localTimeZone()).toBe('America/New_York');
    process.env.TZ = 'Asia/Tokyo';
    expect(formatDueDate(iso, 'en-US')).toBe('Jan 16, 2025, 11:30 AM GMT+9');
  });

  it('compares moments, not strings', () => {
    expect(differentMoments('2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00Z')).toBe(false);
    expect(differentMoments('2025-01-01T00:00:00.000Z', '2025-01-01T00:00:01.000Z')).toBe(true);
  });
});

describe("the user's language and time zone (Settings)", () => {
  const iso = '2025-01-16T02:30:00.000Z';

  it("shows due dates in the viewer's chosen zone, whatever the device's", () => {
    process.env.TZ = 'America/New_York';
    setDateTimeZone('Asia/Tokyo');
    expect(formatDueDate(iso, 'en-US')).toBe('Jan 16, 2025, 11:30 AM GMT+9');
    expect(localTimeZone()).toBe('Asia/Tokyo');
    setDateTimeZone(null);
    expect(formatDueDate(iso, 'en-US')).toBe('Jan 15, 2025, 9:30 PM EST');
    expect(localTimeZone()).toBe('America/New_York');
  });

  it('writes dates in the language the user reads', () => {
    process.env.TZ = 'UTC';
    setDateTimeZone('Asia/Tokyo');
    document.documentElement.lang = 'ja';
    expect(formatDate(iso)).toBe('2025/01/16');
    document.documentElement.lang = 'es';
    expect(formatDate(iso)).toMatch(/^16 ene 2025$/);
  });

  it('reads and writes the due-date field in the chosen zone, across a change to summer time', () => {
    process.env.TZ = 'Asia/Kolkata';
    setDateTimeZone('Europe/Madrid');
    expect(dateTimeLocalToIso('2025-01-15T09:30')).toBe('2025-01-15T08:30:00.000Z');
    expect(dateTimeLocalToIso('2025-07-01T09:30')).toBe('2025-07-01T07:30:00.000Z');
    // 29 March 2026: Madrid's clocks go from 02:00 to 03:00; 03:30 is an hour after 01:30.
    expect(dateTimeLocalToIso('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(isoToDateTimeLocal('2025-07-01T07:30:00.000Z')).toBe('2025-07-01T09:30');
    expect(isoToDateTimeLocal('2025-12-31T23:30:00.000Z')).toBe('2026-01-01T00:30');
    expect(dateTimeLocalToIso('2025-02-30T10:00')).toBeNull();
  });
});
