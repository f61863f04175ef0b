import { ONEROSTER_MSG } from '@lyceum/shared/oneroster-messages';
import { checkFields, parseInSlices } from '../csv-bounds';
import type { RosterProblem } from '../roster-model';

/** One data row: its first physical line (header = 1) and its fields by column name. */
export interface CsvRow {
  line: number;
  get(column: string): string;
}

/**
 * A row as parsed: its fields and the file's header, shared. A class rather than a closure per
 * row: a district's files are 75,000 rows, held until their file is read.
 */
class Row implements CsvRow {
  constructor(
    readonly line: number,
    private readonly fields: readonly string[],
    private readonly header: ReadonlyMap<string, number>,
  ) {}

  get(column: string): string {
    return (this.fields[this.header.get(column) ?? -1] ?? '').trim();
  }
}

export interface CsvTable {
  rows: CsvRow[];
  problems: RosterProblem[];
  /** sourcedIds of rows skipped for their field count: other files may name them without them being unknown. */
  skippedIds: string[];
}

const LINE_BREAK = /\r\n|\r|\n/g;
/** Physical lines a record spans, from its fields: a line break can only be inside a (quoted) field, kept in its value. */
function linesOf(record: readonly string[]): number {
  let lines = 1;
  for (const field of record) if (field.includes('\n') || field.includes('\r')) lines += field.match(LINE_BREAK)?.length ?? 0;
  return lines;
}

/** Builds a file's table from its records, in order, each with the physical lines it spans. */
function collector(file: string) {
  const table: CsvTable & { header?: Map<string, number> } = { rows: [], problems: [], skippedIds: [] };
  let width = 0;
  let line = 1;
  return {
    table,
    /** The line the next record starts on (where a record the parser could not read is). */
    line: () => line,
    add(record: string[], lines: number): void {
      const at = line;
      line += lines;
      if (record.length === 1 && record[0] === '') return;
      const { header } = table;
      if (!header) {
        table.header = new Map(record.map((name, index) => [name.trim(), index]));
        width = record.length;
        return;
      }
      if (record.length !== width) {
        table.problems.push({ file, line: at, message: ONEROSTER_MSG.fieldCount(record.length, width) });
        const id = record[header.get('sourcedId') ?? -1]?.trim();
        if (id) table.skippedIds.push(id);
        return;
      }
      table.rows.push(new Row(at, record, header));
    },
  };
}

/**
 * Parses one CSV file of a bundle with csv-parse. Columns are found by name, so their order
 * and any extra columns (`metadata.*`, vendor fields) do not matter. A row with more or fewer
 * fields than the header is a problem on its line, not a crash; a row the parser cannot read
 * (a stray quote) ends the file there, since the parser cannot know where the next row starts.
 *
 * Parsed a slice at a time (parseInSlices: the event loop answers other requests in between),
 * into plain records whose lines are counted from their fields: an `info` or `raw` record costs a
 * third more of a district's time. A record longer than CSV_MAX_LINE_BYTES or a field longer than
 * CSV_MAX_FIELD_CHARS refuses the upload (CsvTooLong, 413) with the file and line.
 */
export async function parseCsvTable(file: string, text: string, required: readonly string[]): Promise<CsvTable> {
  const rows = collector(file);
  const failure = await parseInSlices(
    file,
    text,
    { bom: true, relax_column_count: true },
    (value) => {
      const record = value as string[];
      checkFields(file, rows.line(), record);
      rows.add(record, linesOf(record));
    },
    rows.line,
  );
  if (failure) rows.table.problems.push({ file, line: rows.line(), message: ONEROSTER_MSG.malformedRow(failure.code) });
  const { header, ...table } = rows.table;
  const missing = required.filter((column) => !header?.has(column));
  if (missing.length > 0) return { rows: [], skippedIds: [], problems: [{ file, line: 1, message: ONEROSTER_MSG.missingColumns(missing) }] };
  return table;
}
