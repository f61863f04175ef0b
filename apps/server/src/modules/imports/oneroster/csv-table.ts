import { ONEROSTER_PROBLEM } from '../roster-problems';
import { checkFields, parseInSlices } from '../csv-bounds';
import { csvReason } from '../csv-reasons';
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

  /** By the column's name as the spec spells it; headers are matched without regard to case. */
  get(column: string): string {
    return (this.fields[this.header.get(column.toLowerCase()) ?? -1] ?? '').trim();
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
const blank = (field: string) => field.trim() === '';

/**
 * Whether a record has a field for every named column and none past the header but empty ones.
 * Exporters end headers in nameless columns (`...,role,,`) and then write the trailing commas on
 * some rows and not others, or add one more: what lies under no name is not data, so neither is
 * refused. A value past the header, or a row short of a named column, still is.
 */
function fits(record: readonly string[], named: number, width: number): boolean {
  if (record.length < named) return false;
  for (let index = width; index < record.length; index += 1) if (!blank(record[index] ?? '')) return false;
  return true;
}

function collector(file: string) {
  const table: CsvTable & { header?: Map<string, number> } = { rows: [], problems: [], skippedIds: [] };
  // The header's fields, and how many of them there are up to its last named column.
  let width = 0;
  let named = 0;
  let line = 1;
  return {
    table,
    /** The line the next record starts on (where a record the parser could not read is). */
    line: () => line,
    add(record: string[], lines: number): void {
      const at = line;
      line += lines;
      // A blank line, or one of only commas (a spreadsheet's empty rows), is no record.
      if (record.every(blank)) return;
      const { header } = table;
      if (!header) {
        // Names as the spec spells them, matched without regard to case or surrounding spaces.
        table.header = new Map();
        record.forEach((name, index) => {
          const key = name.trim().toLowerCase();
          if (key !== '' && !table.header?.has(key)) table.header?.set(key, index);
        });
        width = record.length;
        named = width;
        while (named > 0 && blank(record[named - 1] ?? '')) named -= 1;
        return;
      }
      if (!fits(record, named, width)) {
        table.problems.push({ file, line: at, message: ONEROSTER_PROBLEM.fieldCount(record.length, width) });
        const id = record[header.get('sourcedid') ?? -1]?.trim();
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
  if (failure) rows.table.problems.push({ file, line: rows.line(), message: ONEROSTER_PROBLEM.malformedRow(csvReason(failure, rows.line()) ?? failure.code) });
  const { header, ...table } = rows.table;
  const missing = required.filter((column) => !header?.has(column.toLowerCase()));
  if (missing.length > 0) return { rows: [], skippedIds: [], problems: [{ file, line: 1, message: ONEROSTER_PROBLEM.missingColumns(missing) }] };
  return table;
}
