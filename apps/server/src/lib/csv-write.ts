/**
 * CSV for spreadsheets, as RFC 4180 writes it: CRLF between records, a field quoted when it holds
 * a comma, a quote, CR or LF, quotes doubled. Cells a spreadsheet would read as a formula (starting
 * with = + - @, a tab or CR) get a leading apostrophe (OWASP's CSV injection advice), so a name
 * like `=HYPERLINK(...)` shows as text instead of running.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file, with a UTF-8 BOM so Excel reads non-ASCII names right. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
