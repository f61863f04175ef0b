import { describe, expect, it } from 'vitest';
import { isLate, workStatus } from './submissions';

describe('isLate: the turn-in against the due date as it stands', () => {
  const turnedIn = '2026-03-10T12:00:00.000Z';
  it.each([
    ['a second after the due date', '2026-03-10T11:59:59.000Z', true],
    ['exactly at the due date', '2026-03-10T12:00:00.000Z', false],
    ['before the due date', '2026-03-17T12:00:00.000Z', false],
    ['the same instant written in Tokyo', '2026-03-10T21:00:00+09:00', false],
    ['a minute before it, written in New York', '2026-03-10T06:59:00-05:00', true],
    ['a minute after it, written in New York (text compares the other way)', '2026-03-10T07:01:00-05:00', false],
  ])('%s', (_case, due, late) => {
    expect(isLate(turnedIn, due)).toBe(late);
  });

  it('is never late without a turn-in, without a due date, or with a date that is no date', () => {
    expect(isLate(null, '2020-01-01T00:00:00.000Z')).toBe(false);
    expect(isLate(turnedIn, null)).toBe(false);
    expect(isLate(turnedIn, undefined)).toBe(false);
    expect(isLate(turnedIn, 'next Friday')).toBe(false);
  });

  it('gives the status the student is shown', () => {
    const now = new Date('2026-03-11T00:00:00.000Z');
    const due = '2026-03-10T00:00:00.000Z';
    expect(workStatus({ state: 'turned_in', late: isLate(turnedIn, due) }, due, now)).toBe('turned_in_late');
    expect(workStatus({ state: 'turned_in', late: isLate(turnedIn, '2026-03-12T00:00:00.000Z') }, '2026-03-12T00:00:00.000Z', now)).toBe('turned_in');
  });
});
