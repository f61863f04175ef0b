import { describe, expect, it } from 'vitest';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { settingsDraft, toSettings } from '@/features/quizzes/lib/settings-draft';

const draft = settingsDraft();

describe('quiz settings as typed', () => {
  it('sends minutes as seconds, an empty limit as none, and the window as ISO moments', () => {
    const checked = toSettings({ ...draft, attempts: '3', timeLimit: '45', opensAt: '2031-05-01T09:00', closesAt: '2031-05-01T09:00' });
    expect(checked.ok && checked.value).toMatchObject({ attemptsAllowed: 3, timeLimitSeconds: 2700 });
    // Opening and closing at the same moment is allowed, as the server allows it.
    expect(checked.ok && checked.value.opensAt).toBe(checked.ok && checked.value.closesAt);
    expect(toSettings(draft)).toMatchObject({ ok: true, value: { attemptsAllowed: 1, timeLimitSeconds: null, opensAt: null, closesAt: null } });
  });

  it('refuses what the server refuses, at its field', () => {
    expect(toSettings({ ...draft, attempts: '0' })).toMatchObject({ ok: false, field: 'attempts', message: m.attemptsInvalid, values: { max: 100 } });
    expect(toSettings({ ...draft, attempts: '1.5' })).toMatchObject({ ok: false, field: 'attempts' });
    expect(toSettings({ ...draft, timeLimit: '10081' })).toMatchObject({ ok: false, field: 'timeLimit', values: { max: 10080 } });
    expect(toSettings({ ...draft, opensAt: '2031-05-01T09:00', closesAt: '2031-05-01T08:59' })).toMatchObject({ ok: false, field: 'closesAt', message: m.closesBeforeOpens });
  });

  it('shows a stored limit in minutes again', () => {
    expect(settingsDraft({ attemptsAllowed: 2, scoring: 'average', timeLimitSeconds: 1200, opensAt: null, closesAt: null, shuffleItems: true, grading: 'returned', release: 'after_due', layout: 'one', releasedAt: null })).toMatchObject({
      attempts: '2',
      timeLimit: '20',
      scoring: 'average',
      release: 'after_due',
      layout: 'one',
    });
  });
});
