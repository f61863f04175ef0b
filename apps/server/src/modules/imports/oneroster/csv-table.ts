import { CsvError, parse } from 'csv-parse/sync';
import { ONEROSTER_MSG } from '@lyceum/shared/oneroster-messages';
import type { RosterProblem } from '../roster-model';

/** One data row: its first physical line (header = 1) and its fields by column name. */
export interface CsvRow {
  line: number;
  get(column: string): string;
}

export interface CsvTable {
  rows: CsvRow[];
  problems: RosterProblem[];
  /** sourcedIds of rows skipped for their field count: other files may name them without them being unknown. */
  skippedIds: string[];
}

const LINE_BREAK = /\r\n|\r|\n/g;
/** Physical lines a record spans: the breaks inside its raw text, not counting the delimiter that ends it. */
const linesIn = (raw: string) => 1 + (raw.replace(/(\r\n|\r|\n)$/, '').match(LINE_BREAK)?.length ?? 0);

/**
 * Parses one CSV file of a bundle with csv-parse. Columns are found by name, so their order
 * and any extra columns (`metadata.*`, vendor fields) do not matter. A row with more or fewer
 * fields than the header is a problem on its line, not a crash; a row the parser cannot read
 * (a stray quote) ends the file there, since the parser cannot know where the next row starts.
 */
export function parseCsvTable(file: string, text: string, required: readonly string[]): CsvTable {
  const problems: RosterProblem[] = [];
  const rows: CsvRow[] = [];
  const skippedIds: string[] = [];
  let header: Map<string, number> | undefined;
  let width = 0;
  let line = 1;
  try {
    parse(text, {
      bom: true,
      raw: true,
      relax_column_count: true,
      // With `raw`, csv-parse hands on_record { record, raw } (its types do not say so).
      on_record: (value: unknown) => {
        const { record, raw } = value as { record: string[]; raw: string };
        const at = line;
        line += linesIn(raw);
        if (record.length === 1 && record[0] === '') return null;
        if (!header) {
          header = new Map(record.map((name, index) => [name.trim(), index]));
          width = record.length;
          return null;
        }
        if (record.length !== width) {
          problems.push({ file, line: at, message: ONEROSTER_MSG.fieldCount(record.length, width) });
          const id = record[header.get('sourcedId') ?? -1]?.trim();
          if (id) skippedIds.push(id);
          return null;
        }
        const columns = header;
        rows.push({ line: at, get: (column) => (record[columns.get(column) ?? -1] ?? '').trim() });
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    problems.push({ file, line, message: ONEROSTER_MSG.malformedRow(error.code) });
  }
  const missing = required.filter((column) => !header?.has(column));
  if (missing.length > 0) return { rows: [], skippedIds: [], problems: [{ file, line: 1, message: ONEROSTER_MSG.missingColumns(missing) }] };
  return { rows, problems, skippedIds };
}
