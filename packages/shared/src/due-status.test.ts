import { describe, expect, it } from 'vitest';
import { dueStatus, type DueStatus } from './due-status';

/** An instant written in local time with its offset, sent the way the API sends it (UTC ISO). */
const iso = (local: string): string => new Date(local).toISOString();

const overdue: DueStatus = { status: 'overdue', label: 'Overdue' };
const soon = (label: string): DueStatus => ({ status: 'due-soon', label });
const upcoming = (label: string): DueStatus => ({ status: 'upcoming', label });

interface ZoneCase {
  zone: string;
  now: string;
  cases: Array<[string, string, DueStatus]>;
}

/** The spec's boundaries (past, later today, tomorrow, exactly 3 days, 4 days) in four zones. */
const zones: ZoneCase[] = [
  {
    zone: 'UTC',
    now: '2026-03-10T12:00:00Z',
    cases: [
      ['past by one minute', '2026-03-10T11:59:00Z', overdue],
      ['due this very moment', '2026-03-10T12:00:00Z', soon('Due today')],
      ['later today', '2026-03-10T23:59:00Z', soon('Due today')],
      ['tomorrow just after midnight', '2026-03-11T00:00:00Z', soon('Due tomorrow')],
      ['3 days, last minute of the day', '2026-03-13T23:59:00Z', soon('3 days left')],
      ['4 days, first minute of the day', '2026-03-14T00:00:00Z', upcoming('4 days left')],
    ],
  },
  {
    // Pacific daylight time (UTC-7): in the evening the UTC date is already tomorrow.
    zone: 'America/Los_Angeles',
    now: '2026-03-10T12:00:00-07:00',
    cases: [
      ['past by one minute', '2026-03-10T11:59:00-07:00', overdue],
      ['later today (already the 11th in UTC)', '2026-03-10T23:30:00-07:00', soon('Due today')],
      ['tomorrow', '2026-03-11T00:30:00-07:00', soon('Due tomorrow')],
      ['3 days, last minute of the day', '2026-03-13T23:59:00-07:00', soon('3 days left')],
      ['4 days, first minute of the day', '2026-03-14T00:00:00-07:00', upcoming('4 days left')],
    ],
  },
  {
    // UTC+9: in the morning the UTC date is still yesterday.
    zone: 'Asia/Tokyo',
    now: '2026-03-10T08:00:00+09:00',
    cases: [
      ['past by one minute', '2026-03-10T07:59:00+09:00', overdue],
      ['later today', '2026-03-10T23:59:00+09:00', soon('Due today')],
      ['tomorrow', '2026-03-11T00:00:00+09:00', soon('Due tomorrow')],
      ['3 days, last minute of the day', '2026-03-13T23:59:00+09:00', soon('3 days left')],
      ['4 days, first minute of the day', '2026-03-14T00:00:00+09:00', upcoming('4 days left')],
    ],
  },
  {
    // UTC+14, the earliest zone on Earth: local and UTC dates differ for 14 hours a day.
    zone: 'Pacific/Kiritimati',
    now: '2026-03-11T10:00:00+14:00',
    cases: [
      ['past by one minute', '2026-03-11T09:59:00+14:00', overdue],
      ['later today', '2026-03-11T23:59:00+14:00', soon('Due today')],
      ['tomorrow', '2026-03-12T00:00:00+14:00', soon('Due tomorrow')],
      ['3 days, last minute of the day', '2026-03-14T23:59:00+14:00', soon('3 days left')],
      ['4 days, first minute of the day', '2026-03-15T00:00:00+14:00', upcoming('4 days left')],
    ],
  },
];

describe.each(zones)('dueStatus in $zone', ({ zone, now, cases }) => {
  it.each(cases)('%s', (_name, due, expected) => {
    expect(dueStatus(iso(due), new Date(now), zone)).toEqual(expected);
  });
});

describe('dueStatus counts calendar days in the zone, not 24-hour periods', () => {
  it('gives different answers for the same instants where the local and UTC dates differ', () => {
    // 19:00 UTC on the 10th; due 06:30 UTC on the 11th, which is still the 10th in Los Angeles.
    const now = new Date('2026-03-10T19:00:00Z');
    const due = '2026-03-11T06:30:00.000Z';
    expect(dueStatus(due, now, 'UTC')).toEqual(soon('Due tomorrow'));
    expect(dueStatus(due, now, 'America/Los_Angeles')).toEqual(soon('Due today'));
    // 23:00 UTC on the 9th is already 08:00 on the 10th in Tokyo, and 14:00 UTC on the 10th is 23:00 there.
    expect(dueStatus('2026-03-10T14:00:00.000Z', new Date('2026-03-09T23:00:00Z'), 'UTC')).toEqual(soon('Due tomorrow'));
    expect(dueStatus('2026-03-10T14:00:00.000Z', new Date('2026-03-09T23:00:00Z'), 'Asia/Tokyo')).toEqual(soon('Due today'));
  });

  it('moves the Due Soon boundary with the zone', () => {
    // 06:59 UTC on the 14th is 23:59 on the 13th in Los Angeles: 3 days there, 4 in UTC.
    const now = new Date('2026-03-10T19:00:00Z');
    expect(dueStatus('2026-03-14T06:59:00.000Z', now, 'America/Los_Angeles')).toEqual(soon('3 days left'));
    expect(dueStatus('2026-03-14T06:59:00.000Z', now, 'UTC')).toEqual(upcoming('4 days left'));
  });

  it('is not fooled by a 23- or 25-hour day at a daylight-saving change', () => {
    // Los Angeles springs forward on 2026-03-08 and falls back on 2026-11-01.
    expect(dueStatus(iso('2026-03-10T23:30:00-07:00'), new Date('2026-03-07T23:30:00-08:00'), 'America/Los_Angeles')).toEqual(soon('3 days left'));
    expect(dueStatus(iso('2026-11-01T23:30:00-08:00'), new Date('2026-10-31T22:00:00-07:00'), 'America/Los_Angeles')).toEqual(soon('Due tomorrow'));
  });

  it('counts across month and year ends', () => {
    expect(dueStatus('2027-01-02T10:00:00.000Z', new Date('2026-12-30T10:00:00Z'), 'UTC')).toEqual(soon('3 days left'));
    expect(dueStatus('2026-03-01T10:00:00.000Z', new Date('2026-02-28T10:00:00Z'), 'UTC')).toEqual(soon('Due tomorrow'));
    expect(dueStatus('2026-04-09T10:00:00.000Z', new Date('2026-03-10T10:00:00Z'), 'UTC')).toEqual(upcoming('30 days left'));
  });
});

describe('dueStatus edges', () => {
  it('calls anything in the past overdue, however long ago', () => {
    expect(dueStatus('2020-01-01T00:00:00.000Z', new Date('2026-03-10T12:00:00Z'), 'UTC')).toEqual(overdue);
    expect(dueStatus('2026-03-10T11:59:59.999Z', new Date('2026-03-10T12:00:00Z'), 'UTC')).toEqual(overdue);
  });

  it('uses the runtime zone when none is given', () => {
    const runtimeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const now = new Date('2026-03-10T19:00:00Z');
    for (const due of ['2026-03-11T06:30:00.000Z', '2026-03-14T06:59:00.000Z', '2026-03-10T19:00:00.000Z']) {
      expect(dueStatus(due, now)).toEqual(dueStatus(due, now, runtimeZone));
    }
  });

  it('throws a RangeError for an unreadable date or an unknown zone', () => {
    expect(() => dueStatus('not a date', new Date(), 'UTC')).toThrow(RangeError);
    expect(() => dueStatus('2026-03-10T12:00:00.000Z', new Date('2026-03-01T00:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
