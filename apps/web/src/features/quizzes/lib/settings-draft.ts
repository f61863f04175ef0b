import type { QUIZ_GRADINGS, QuizLayout, TeacherQuiz } from '@lyceum/shared/quizzes';
import { QUIZ_SETTINGS_LIMITS } from '@lyceum/shared/quiz-limits';
import type { AttemptScoring, ResultRelease } from '@lyceum/shared/quiz-items';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '@/lib/dates';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';

/** A quiz's settings as the builder edits them: numbers and moments as typed. */
type QuizGrading = (typeof QUIZ_GRADINGS)[number];

export interface SettingsDraft {
  attempts: string;
  scoring: AttemptScoring;
  /** Minutes; empty: no limit. */
  timeLimit: string;
  /** datetime-local values; empty: none. */
  opensAt: string;
  closesAt: string;
  shuffleItems: boolean;
  grading: QuizGrading;
  release: ResultRelease;
  layout: QuizLayout;
}

export type SettingsField = 'attempts' | 'timeLimit' | 'opensAt' | 'closesAt';

export interface QuizSettingsInput {
  attemptsAllowed: number;
  scoring: AttemptScoring;
  timeLimitSeconds: number | null;
  opensAt: string | null;
  closesAt: string | null;
  shuffleItems: boolean;
  grading: QuizGrading;
  release: ResultRelease;
  layout: QuizLayout;
}

export const MAX_MINUTES = QUIZ_SETTINGS_LIMITS.timeLimit.max / 60;

export function settingsDraft(stored?: TeacherQuiz['settings']): SettingsDraft {
  if (!stored) return { attempts: '1', scoring: 'highest', timeLimit: '', opensAt: '', closesAt: '', shuffleItems: false, grading: 'draft', release: 'immediately', layout: 'all' };
  return {
    attempts: String(stored.attemptsAllowed),
    scoring: stored.scoring,
    // Stored in seconds; a limit set elsewhere in seconds shows rounded up to the minute.
    timeLimit: stored.timeLimitSeconds === null ? '' : String(Math.ceil(stored.timeLimitSeconds / 60)),
    opensAt: stored.opensAt ? isoToDateTimeLocal(stored.opensAt) : '',
    closesAt: stored.closesAt ? isoToDateTimeLocal(stored.closesAt) : '',
    shuffleItems: stored.shuffleItems,
    grading: stored.grading,
    release: stored.release,
    layout: stored.layout,
  };
}

type SettingsCheck = { ok: true; value: QuizSettingsInput } | { ok: false; field: SettingsField; message: MessageDescriptor; values?: Record<string, number> };

/** The settings as the API takes them, or the first field that is wrong (the server's rules, quizSettingsSchema). */
export function toSettings(draft: SettingsDraft): SettingsCheck {
  const attempts = /^\d+$/.test(draft.attempts.trim()) ? Number(draft.attempts.trim()) : NaN;
  if (!(attempts >= 1 && attempts <= QUIZ_SETTINGS_LIMITS.attempts)) return { ok: false, field: 'attempts', message: m.attemptsInvalid, values: { max: QUIZ_SETTINGS_LIMITS.attempts } };
  const minutesText = draft.timeLimit.trim();
  const minutes = minutesText === '' ? null : /^\d+$/.test(minutesText) ? Number(minutesText) : NaN;
  if (minutes !== null && !(minutes >= 1 && minutes <= MAX_MINUTES)) return { ok: false, field: 'timeLimit', message: m.timeLimitInvalid, values: { max: MAX_MINUTES } };
  const opensAt = draft.opensAt ? dateTimeLocalToIso(draft.opensAt) : null;
  const closesAt = draft.closesAt ? dateTimeLocalToIso(draft.closesAt) : null;
  // The same moment is allowed (quizRequestSchema: closesAt must not be before opensAt).
  if (opensAt && closesAt && Date.parse(opensAt) > Date.parse(closesAt)) return { ok: false, field: 'closesAt', message: m.closesBeforeOpens };
  return {
    ok: true,
    value: {
      attemptsAllowed: attempts,
      scoring: draft.scoring,
      timeLimitSeconds: minutes === null ? null : minutes * 60,
      opensAt,
      closesAt,
      shuffleItems: draft.shuffleItems,
      grading: draft.grading,
      release: draft.release,
      layout: draft.layout,
    },
  };
}
