import { describe, expect, it } from 'vitest';
import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { parseGrade, parseMaxPoints } from '@/features/coursework/lib/points-input';

describe('parseMaxPoints', () => {
  it('reads empty as ungraded (null) and whole numbers from 1 to 1000', () => {
    expect(parseMaxPoints('')).toEqual({ ok: true, value: null });
    expect(parseMaxPoints('   ')).toEqual({ ok: true, value: null });
    expect(parseMaxPoints('1')).toEqual({ ok: true, value: 1 });
    expect(parseMaxPoints(' 10 ')).toEqual({ ok: true, value: 10 });
    expect(parseMaxPoints('1000')).toEqual({ ok: true, value: 1000 });
  });

  it.each(['0', '-5', '1001', '2.5', 'ten', '1e3', 'NaN', 'Infinity', '0x10'])('refuses %s', (text) => {
    expect(parseMaxPoints(text)).toEqual({ ok: false, message: TEXT.pointsInvalid });
  });
});

describe('parseGrade', () => {
  it('reads empty as no grade, whole and half points up to the maximum, and a decimal comma', () => {
    expect(parseGrade('', 10)).toEqual({ ok: true, value: null });
    expect(parseGrade('0', 10)).toEqual({ ok: true, value: 0 });
    expect(parseGrade('8', 10)).toEqual({ ok: true, value: 8 });
    expect(parseGrade('8.5', 10)).toEqual({ ok: true, value: 8.5 });
    expect(parseGrade('8,5', 10)).toEqual({ ok: true, value: 8.5 });
    expect(parseGrade('10', 10)).toEqual({ ok: true, value: 10 });
  });

  it('names what is wrong: not a number, below 0, above the maximum, not a half point', () => {
    for (const text of ['abc', 'NaN', '1e309', 'Infinity', '8 points']) {
      expect(parseGrade(text, 10)).toEqual({ ok: false, message: TEXT.gradeNotNumber });
    }
    expect(parseGrade('-1', 10)).toEqual({ ok: false, message: TEXT.gradeNegative });
    expect(parseGrade('10.5', 10)).toEqual({ ok: false, message: TEXT.gradeAboveMax(10) });
    expect(parseGrade('8.25', 10)).toEqual({ ok: false, message: TEXT.gradeHalfPoints });
  });
});
