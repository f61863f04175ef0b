import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { MAX_POINTS_LIMIT } from '@lyceum/shared/submissions';
import type { Translate } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/** What a typed number field reads as: a value (null when left empty), or the reason it cannot be sent. */
export type Parsed = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * A number as typed. `Number('')` is 0 and `Number(' 8 ')` is 8, so blanks are caught first and
 * only plain decimals are read ('1e3', '0x10', 'Infinity' and 'NaN' are not numbers anyone types
 * as points). A comma is taken as the decimal point ('8,5'), as many keyboards write it.
 */
function readNumber(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : null;
}

/** The assignment form's Points field: a whole number 1–1,000, or empty for ungraded (null). */
export function parseMaxPoints(text: string, t?: Translate): Parsed {
  if (text.trim() === '') return { ok: true, value: null };
  const value = readNumber(text);
  if (value === null || !Number.isInteger(value) || value < 1 || value > MAX_POINTS_LIMIT) {
    return { ok: false, message: t ? t(m.pointsInvalid, { max: MAX_POINTS_LIMIT }) : TEXT.pointsInvalid };
  }
  return { ok: true, value };
}

/** The grading panel's Grade field: 0 up to the assignment's points in half points, or empty (no grade). */
/** The reasons in the screen's language (its useT()); in English without it (the server's words, for tests). */
export function parseGrade(text: string, maxPoints: number, t?: Translate): Parsed {
  if (text.trim() === '') return { ok: true, value: null };
  const value = readNumber(text);
  if (value === null) return { ok: false, message: t ? t(m.gradeNotNumber) : TEXT.gradeNotNumber };
  if (value < 0) return { ok: false, message: t ? t(m.gradeNegative) : TEXT.gradeNegative };
  if (value > maxPoints) return { ok: false, message: t ? t(m.gradeAboveMax, { max: maxPoints }) : TEXT.gradeAboveMax(maxPoints) };
  if (!Number.isInteger(value * 2)) return { ok: false, message: t ? t(m.gradeHalfPoints) : TEXT.gradeHalfPoints };
  return { ok: true, value };
}
