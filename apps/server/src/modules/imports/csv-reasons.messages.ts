import { defineMessages } from '../../lib/i18n';

/**
 * Why the CSV reader (csv-parse) stopped, in words, by its error code (csv-reasons.ts): the reason
 * inside "The CSV cannot be read: …" and OneRoster's "Unreadable row (…)". Lower case, no full stop;
 * {line} is a line of the file (the header is line 1), {field} a field's place on it (1 is the first).
 */
export const CSV_REASONS = defineMessages({
  quoteNotClosed: {
    id: 'server.csv.quoteNotClosed',
    defaultMessage: 'a quoted field that starts on line {line} is never closed',
    description: 'Why a roster CSV cannot be read: an opening double quote (") has no closing one; lower case',
  },
  textAfterClosingQuote: {
    id: 'server.csv.textAfterClosingQuote',
    defaultMessage: 'on line {line}, text follows the closing quote of field {field} (a quote inside a quoted field is written twice: "")',
    description: 'Why a roster CSV cannot be read: after a quoted field\'s closing double quote comes more text instead of a comma or the line\'s end; keep ""; lower case',
  },
  quoteInUnquotedField: {
    id: 'server.csv.quoteInUnquotedField',
    defaultMessage: 'on line {line}, field {field} has a quote inside it without starting with one (put the whole field in quotes and write the quote twice: "")',
    description: 'Why a roster CSV cannot be read: a double quote in the middle of a field that is not quoted; keep ""; lower case',
  },
  fieldCount: {
    id: 'server.csv.fieldCount',
    defaultMessage: 'line {line} has {found, plural, one {# field} other {# fields}}, unlike the lines before it',
    description: 'Why a roster CSV cannot be read: a row has another number of fields than the ones before; lower case',
  },
  recordTooLong: {
    id: 'server.csv.recordTooLong',
    defaultMessage: 'the row that starts on line {line} is longer than a roster CSV row may be',
    description: 'Why a roster CSV cannot be read: one row is too long; lower case',
  },
});
