import { z } from 'zod';
import { ROSTER_CSV_MAX_ROWS, USERS_CSV_COLUMNS, USERS_CSV_REQUIRED } from '@lyceum/shared/imports';
import { LIMITS } from '@lyceum/shared/limits';
import { roleSchema } from '@lyceum/shared/roles';
import { checkFields, LineGuard, parseInSlices } from './csv-bounds';
import { csvReason } from './csv-reasons';
import { inTurns } from './oneroster/rows';
import type { StoredText } from './problem-text';
import { emptyRosterPlan, type RosterPlan } from './roster-model';
import { IMPORT_PROBLEM } from './roster-problems';

const emailCheck = z.email();
const LINE_BREAKS = /\r\n|\r|\n/g;

type Column = (typeof USERS_CSV_COLUMNS)[number];

/** Bytes as UTF-8, or null when they are not (a Windows-1252 export without a BOM, say). */
function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// Lines are counted here: csv-parse's own count takes a CRLF inside quotes for two lines.
const breaksIn = (record: string[]) => record.reduce((n, field) => n + (field.match(LINE_BREAKS)?.length ?? 0), 0);

/** The line the row after `records` starts on, `emptyLines` blank lines having been skipped by then. */
function lineAfter(records: readonly { record: string[]; info: { empty_lines: number } }[], emptyLines: number): number {
  let lastLine = 0;
  let emptySoFar = 0;
  for (const { record, info } of records) {
    lastLine += 1 + (info.empty_lines - emptySoFar) + breaksIn(record);
    emptySoFar = info.empty_lines;
  }
  return lastLine + 1 + (emptyLines - emptySoFar);
}

/**
 * The simple users CSV (`name,email,role` plus optional `password` and `classes`, classes as names
 * separated by `;`) as a roster plan. Everything this file alone can tell is checked here, each
 * problem with its line (the header is line 1; a quoted field spanning lines counts them); what
 * needs the database (existing accounts, classes) is decided by the preview. Never throws on bad
 * input but one: a line or field past the bounds every roster CSV has (csv-bounds) refuses the
 * upload (CsvTooLong, 413), `file` naming it. Parsed a slice at a time, the event loop free between.
 */
export async function parseUsersCsv(bytes: Buffer, file = 'The CSV'): Promise<RosterPlan> {
  const plan = emptyRosterPlan();
  const problem = (line: number, message: StoredText) => plan.problems.push({ line, message });
  // The lines are measured on the bytes, before they are decoded or parsed.
  new LineGuard(file).feed(bytes);
  const text = decodeUtf8(bytes);
  if (text === null) {
    problem(1, IMPORT_PROBLEM.notUtf8);
    return plan;
  }
  const records: { record: string[]; info: { empty_lines: number; lines: number } }[] = [];
  const lineOfNext = () => (records.at(-1)?.info.lines ?? 0) + 1;
  const options = { bom: true, relax_column_count: true, skip_empty_lines: true, info: true, to: ROSTER_CSV_MAX_ROWS + 2 } as const;
  const failure = await parseInSlices(
    file,
    text,
    options,
    (value) => records.push(value as (typeof records)[number]),
    lineOfNext,
  );
  if (failure) {
    // On the line its row starts (csv-parse's own count is where it noticed: the file's end for a quote never closed).
    const line = lineAfter(records, typeof failure.empty_lines === 'number' ? failure.empty_lines : 0);
    problem(line, IMPORT_PROBLEM.unreadable(csvReason(failure, line) ?? failure.message.replace(/^Invalid Record Length: /, '')));
    return plan;
  }
  const [head, ...rows] = records;
  if (!head) {
    problem(1, IMPORT_PROBLEM.empty);
    return plan;
  }
  if (rows.length > ROSTER_CSV_MAX_ROWS) {
    problem(1, IMPORT_PROBLEM.tooManyRows);
    return plan;
  }
  checkFields(file, head.info.empty_lines + 1, head.record);
  const header = head.record.map((name) => name.trim().toLowerCase());
  for (const name of header) if (!(USERS_CSV_COLUMNS as readonly string[]).includes(name)) problem(1, IMPORT_PROBLEM.unknownColumn(name));
  for (const name of USERS_CSV_REQUIRED) if (!header.includes(name)) problem(1, IMPORT_PROBLEM.missingColumn(name));
  if (plan.problems.length > 0) return plan;
  if (rows.length === 0) problem(1, IMPORT_PROBLEM.empty);

  const index = new Map(header.map((name, i) => [name as Column, i]));
  const seen = new Map<string, number>();
  let lastLine = head.info.empty_lines + 1 + breaksIn(head.record);
  let emptySoFar = head.info.empty_lines;
  for await (const { record, info } of inTurns(rows)) {
    const line = lastLine + 1 + (info.empty_lines - emptySoFar);
    lastLine = line + breaksIn(record);
    emptySoFar = info.empty_lines;
    checkFields(file, line, record);
    if (record.length !== header.length) {
      problem(line, IMPORT_PROBLEM.columnCount(record.length, header.length));
      continue;
    }
    const cell = (name: Column) => {
      const i = index.get(name);
      return i === undefined ? '' : (record[i] ?? '');
    };
    const before = plan.problems.length;
    const name = cell('name').trim();
    const email = cell('email').trim().toLowerCase();
    const roleText = cell('role').trim().toLowerCase();
    const password = cell('password');
    if (name === '') problem(line, IMPORT_PROBLEM.nameRequired);
    else if ([...name].length > LIMITS.userName) problem(line, IMPORT_PROBLEM.nameTooLong);
    if (email.length > LIMITS.email || !emailCheck.safeParse(email).success) problem(line, IMPORT_PROBLEM.badEmail(cell('email').trim()));
    const role = roleSchema.safeParse(roleText);
    if (!role.success) problem(line, IMPORT_PROBLEM.badRole(cell('role').trim()));
    if (password !== '' && ([...password].length < LIMITS.passwordMin || [...password].length > LIMITS.passwordMax)) problem(line, IMPORT_PROBLEM.badPassword);
    const first = seen.get(email);
    if (email !== '' && first !== undefined) problem(line, IMPORT_PROBLEM.duplicateEmail(email, first));
    else if (email !== '') seen.set(email, line);
    const classes = [...new Set(cell('classes').split(';').map((c) => c.trim()).filter((c) => c !== ''))];
    if (role.success && role.data === 'admin' && classes.length > 0) problem(line, IMPORT_PROBLEM.adminInClass);
    if (plan.problems.length > before || !role.success) continue;

    plan.users.push({ name, email, role: role.data, active: true, line, ...(password !== '' ? { password } : {}) });
    if (role.data === 'admin') continue;
    for (const className of classes) {
      plan.enrollments.push({ userRef: { email }, classRef: { name: className }, role: role.data, remove: false, line });
    }
  }
  return plan;
}
