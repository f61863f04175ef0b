import { describe, expect, it } from 'vitest';
import { parseItemPoints } from '@/features/quizzes/lib/item-points';

describe('parseItemPoints', () => {
  it('reads empty as the machine’s points, and two decimals with a point or a comma', () => {
    expect(parseItemPoints(' ', 5)).toEqual({ ok: true, value: null });
    expect(parseItemPoints('2.5', 5)).toEqual({ ok: true, value: 2.5 });
    expect(parseItemPoints('2,25', 5)).toEqual({ ok: true, value: 2.25 });
  });

  it('refuses more than the item is worth, negatives, three decimals and words', () => {
    for (const typed of ['5.01', '-1', '1.125', 'two', '1e2']) expect(parseItemPoints(typed, 5)).toEqual({ ok: false });
  });
});
