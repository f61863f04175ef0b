import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StoredText } from '../problem-text';
import { ONEROSTER_PROBLEM } from '../roster-problems';
import type { RosterProblem } from '../roster-model';
import type { CsvRow } from './csv-table';

export type Status = 'active' | 'tobedeleted';

/** What every file's reader shares: where problems go, and the ids seen so far per file. */
export interface RowContext {
  file: string;
  problems: RosterProblem[];
  seen: Map<string, number>;
}

export const rowContext = (file: string, problems: RosterProblem[]): RowContext => ({ file, problems, seen: new Map() });

export function problem(context: RowContext, line: number, message: StoredText): null {
  context.problems.push({ file: context.file, line, message });
  return null;
}

/**
 * A row's sourcedId (present, first use in its file) and status. Bulk files leave status blank,
 * which means active; 1.0's `inactive` and anything else is refused rather than guessed at.
 * Returns null, with the problem recorded, when the row is to be skipped.
 */
export function rowIdentity(context: RowContext, row: CsvRow): { sourcedId: string; status: Status } | null {
  const sourcedId = row.get('sourcedId');
  if (!sourcedId) return problem(context, row.line, ONEROSTER_PROBLEM.missingSourcedId);
  const first = context.seen.get(sourcedId);
  if (first !== undefined) return problem(context, row.line, ONEROSTER_PROBLEM.duplicateSourcedId(sourcedId, first));
  context.seen.set(sourcedId, row.line);
  const status = row.get('status').toLowerCase();
  if (status === '' || status === 'active') return { sourcedId, status: 'active' };
  if (status === 'tobedeleted') return { sourcedId, status: 'tobedeleted' };
  return problem(context, row.line, ONEROSTER_PROBLEM.badStatus(row.get('status')));
}

/** Rows checked between two turns of the event loop: a few milliseconds of a district's 75,000. */
const ROWS_PER_TURN = 250;

/**
 * The rows in order, letting the event loop answer other requests every ROWS_PER_TURN rows: read
 * in one go, a district's files held the server for most of a second.
 */
export async function* inTurns<T>(rows: readonly T[]): AsyncGenerator<T> {
  for (let at = 0; at < rows.length; at += 1) {
    if (at > 0 && at % ROWS_PER_TURN === 0) await nextTurn();
    yield rows[at] as T;
  }
}
