import type { CsvError } from 'csv-parse';
import { CSV_REASONS as M } from './csv-reasons.messages';
import { stored, type StoredMessage } from './problem-text';

/**
 * Why csv-parse stopped, as a kept catalogue text in every reader's language, chosen by the
 * error's code (its English message is for programmers: "Invalid Closing Quote: got "x" at line 3
 * instead of delimiter, …"). `line` is where the row the reader could not read starts, as the
 * caller counts lines; the field is csv-parse's (0-based) `column`. A code not here (an option the
 * code got wrong: a bug, not a file's fault) is null, and the caller keeps the library's words.
 */
export function csvReason(error: CsvError, line: number): StoredMessage | null {
  const at = { line: String(line) };
  const field = { ...at, field: String((typeof error.column === 'number' ? error.column : 0) + 1) };
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return stored(M.quoteNotClosed, at);
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return stored(M.textAfterClosingQuote, field);
    // csv-parse's code for it lacks the CSV_ prefix of the others (6.x).
    case 'INVALID_OPENING_QUOTE':
      return stored(M.quoteInUnquotedField, field);
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS': {
      const { record } = error;
      return Array.isArray(record) ? stored(M.fieldCount, { ...at, found: record.length }) : null;
    }
    case 'CSV_MAX_RECORD_SIZE':
      return stored(M.recordTooLong, at);
    default:
      return null;
  }
}
