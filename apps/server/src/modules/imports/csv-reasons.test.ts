import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import { describe, expect, it } from 'vitest';
import { csvReason } from './csv-reasons';
import { textIn } from './problem-text';
import { IMPORT_PROBLEM, ONEROSTER_PROBLEM } from './roster-problems';
import { parseUsersCsv } from './users-csv';

/** The error csv-parse itself throws for `csv` (with the options the imports use, unless others are given). */
function failureOf(csv: string, options: Record<string, unknown> = { bom: true, relax_column_count: true }): CsvError {
  try {
    parse(csv, options);
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error(`parsed: ${csv}`);
}

const wordsOf = (error: CsvError, line: number) => {
  const reason = csvReason(error, line);
  if (!reason) throw new Error(`not mapped: ${error.code}`);
  return { en: textIn('en', reason), es: textIn('es', reason), ja: textIn('ja', reason), ar: textIn('ar', reason) };
};

describe("the CSV reader's reasons, by csv-parse's code", () => {
  it('a quote never closed: where its row starts', () => {
    const error = failureOf('name,email\n"Ana,ana@x\nBo,bo@x\n');
    expect(error.code).toBe('CSV_QUOTE_NOT_CLOSED');
    expect(wordsOf(error, 2)).toMatchObject({ en: 'a quoted field that starts on line 2 is never closed', es: 'un campo entre comillas que empieza en la línea 2 no se cierra nunca', ja: '2 行目で始まる引用符付きのフィールドが閉じられていません' });
  });

  it('text after a closing quote, and a quote inside an unquoted field: line and field', () => {
    const closing = failureOf('name,email\nAna,"ana@x"y\n');
    expect(closing.code).toBe('CSV_INVALID_CLOSING_QUOTE');
    expect(wordsOf(closing, 2)).toMatchObject({
      en: 'on line 2, text follows the closing quote of field 2 (a quote inside a quoted field is written twice: "")',
      es: 'en la línea 2, hay texto después de las comillas de cierre del campo 2 (unas comillas dentro de un campo entre comillas se escriben dos veces: "")',
    });
    const trimmed = failureOf('name,email\n"Ana" x,y\n', { rtrim: true });
    expect(trimmed.code).toBe('CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE');
    expect(wordsOf(trimmed, 2).en).toBe('on line 2, text follows the closing quote of field 1 (a quote inside a quoted field is written twice: "")');
    const opening = failureOf('name,email\nAna "B",x\n');
    expect(opening.code).toBe('INVALID_OPENING_QUOTE');
    expect(wordsOf(opening, 2)).toMatchObject({
      en: 'on line 2, field 1 has a quote inside it without starting with one (put the whole field in quotes and write the quote twice: "")',
      ja: '2 行目のフィールド 1 は引用符で始まっていないのに、途中に引用符があります (フィールド全体を引用符で囲み、中の引用符は 2 つ重ねて "" と書いてください)',
    });
  });

  it('a row of another length, and a row too long', () => {
    const fields = failureOf('a,b\n1,2\n3\n', {});
    expect(fields.code).toBe('CSV_RECORD_INCONSISTENT_FIELDS_LENGTH');
    expect(wordsOf(fields, 3)).toMatchObject({ en: 'line 3 has 1 field, unlike the lines before it', ar: 'يحتوي السطر 3 على حقل واحد، بخلاف الأسطر التي قبله' });
    const columns = failureOf('a,b\n1,2,3\n', { columns: true });
    expect(columns.code).toBe('CSV_RECORD_INCONSISTENT_COLUMNS');
    expect(wordsOf(columns, 2)).toMatchObject({ en: 'line 2 has 3 fields, unlike the lines before it', es: 'la línea 2 tiene 3 campos, a diferencia de las anteriores' });
    const long = failureOf(`a\n${'x'.repeat(100)}\n`, { max_record_size: 10 });
    expect(long.code).toBe('CSV_MAX_RECORD_SIZE');
    expect(wordsOf(long, 2)).toMatchObject({ en: 'the row that starts on line 2 is longer than a roster CSV row may be', ja: '2 行目で始まる行が、名簿 CSV の 1 行の上限を超えています' });
  });

  it('a code it does not map is null: the caller keeps the library’s words, as before', () => {
    const option = new CsvError('CSV_INVALID_OPTION_DELIMITER', 'Invalid option delimiter: delimiter must be a non empty string');
    expect(csvReason(option, 1)).toBeNull();
    expect(textIn('ja', IMPORT_PROBLEM.unreadable(option.message))).toBe('CSV を読み取れません: Invalid option delimiter: delimiter must be a non empty string');
    expect(textIn('en', ONEROSTER_PROBLEM.malformedRow(option.code))).toBe('Unreadable row (CSV_INVALID_OPTION_DELIMITER); it and the rest of the file were not read.');
  });

  it('a users CSV names the line the row starts on, beside the problem and inside it (blank lines and line breaks in quotes counted once)', async () => {
    const problemsOf = async (csv: string) => (await parseUsersCsv(Buffer.from(csv))).problems.map(({ line, message }) => [line, textIn('en', message)]);
    expect(await problemsOf('name,email,role\n\nAna,ana@school.test,student\n"Bo,bo@school.test,student\nCy,cy@school.test,student\n')).toEqual([[4, 'The CSV cannot be read: a quoted field that starts on line 4 is never closed']]);
    expect(await problemsOf('name,email,role\r\n"Ana\r\nBell",ana@school.test,student\r\nCy,"cy@school.test"x,student\r\n')).toEqual([
      [4, 'The CSV cannot be read: on line 4, text follows the closing quote of field 2 (a quote inside a quoted field is written twice: "")'],
    ]);
  });
});
