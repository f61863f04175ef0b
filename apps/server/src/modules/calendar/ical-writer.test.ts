import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalUtc } from './ical-writer';

const unfold = (text: string) => text.replace(/\r\n /g, '');
const physical = (text: string) => text.split('\r\n');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break, and drops other controls', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('bell\u0007 nul\u0000 del\u007f tab\t')).toBe('bell nul del tab\t');
    expect(escapeText('plain text')).toBe('plain text');
    expect(escapeText('tab\tonly')).toBe('tab\tonly');
  });
});

describe('foldLine', () => {
  it('leaves lines of up to 75 octets alone, and folds longer ASCII at 75 then 74 plus the space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine(`SUMMARY:${'y'.repeat(200)}`);
    expect(physical(folded).map((line) => line.length)).toEqual([75, 75, 60]);
    expect(physical(folded).slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(`SUMMARY:${'y'.repeat(200)}`);
  });

  it('never splits a UTF-8 sequence, whatever its length, and no physical line passes 75 octets', () => {
    for (const char of ['é', '文', '😀']) {
      for (let pad = 0; pad < 4; pad += 1) {
        const line = `SUMMARY:${'a'.repeat(pad)}${char.repeat(60)}`;
        const folded = foldLine(line);
        expect(unfold(folded)).toBe(line);
        for (const part of physical(folded)) {
          expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
          expect(Buffer.from(part).toString()).toBe(part);
        }
        // Folded as tightly as allowed: only the last line is short by more than one character.
        expect(physical(folded).slice(0, -1).every((part) => Buffer.byteLength(part) > 75 - Buffer.byteLength(char))).toBe(true);
      }
    }
  });
});

describe('icalUtc', () => {
  it('writes UTC date-times, from the stored form or any ISO time', () => {
    expect(icalUtc('2030-03-01T15:04:05.678Z')).toBe('20300301T150405Z');
    expect(icalUtc('2030-03-01T17:04:05+02:00')).toBe('20300301T150405Z');
  });
});
