import { neutraliseFormula } from '@lyceum/shared/gradebook';

/**
 * CSV for spreadsheets, as RFC 4180 writes it: CRLF between records, a field quoted when it holds
 * a comma, a quote, CR or LF, quotes doubled. Cells a spreadsheet would read as a formula (starting
 * with = + - @, a tab or CR) get a leading apostrophe (OWASP's CSV injection advice, the shared
 * neutraliseFormula), so a name like `=HYPERLINK(...)` shows as text instead of running.
 */
export function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file, with a UTF-8 BOM so Excel reads non-ASCII names right. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
