import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv-write';

describe('CSV for spreadsheets', () => {
  it('quotes as RFC 4180 says and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
  it('starts with a BOM and ends every record with CRLF', () => {
    expect(csvDocument(['name'], [['Zoë'], ['Émile']])).toBe('\uFEFFname\r\nZoë\r\nÉmile\r\n');
  });
});
