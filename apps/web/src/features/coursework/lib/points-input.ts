import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { MAX_POINTS_LIMIT } from '@lyceum/shared/submissions';

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
export function parseMaxPoints(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: null };
  const value = readNumber(text);
  if (value === null || !Number.isInteger(value) || value < 1 || value > MAX_POINTS_LIMIT) {
    return { ok: false, message: TEXT.pointsInvalid };
  }
  return { ok: true, value };
}

/** The grading panel's Grade field: 0 up to the assignment's points in half points, or empty (no grade). */
export function parseGrade(text: string, maxPoints: number): Parsed {
  if (text.trim() === '') return { ok: true, value: null };
  const value = readNumber(text);
  if (value === null) return { ok: false, message: TEXT.gradeNotNumber };
  if (value < 0) return { ok: false, message: TEXT.gradeNegative };
  if (value > maxPoints) return { ok: false, message: TEXT.gradeAboveMax(maxPoints) };
  if (!Number.isInteger(value * 2)) return { ok: false, message: TEXT.gradeHalfPoints };
  return { ok: true, value };
}
