/**
 * Windows-1252's bytes 0x80-0x9F (curly quotes, dashes, €, Š...); the rest of the code page is
 * ISO-8859-1. Node 20's TextDecoder('windows-1252') decodes as ISO-8859-1 and turns these into
 * invisible control characters, so they are mapped here (0x81, 0x8D, 0x8F, 0x90, 0x9D are unused).
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Native latin1 for the whole file, then only the 0x80-0x9F characters mapped (not a string built byte by byte). */
function decodeWindows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

/**
 * A CSV file's bytes as text. OneRoster asks for UTF-8, but spreadsheets on Windows still save
 * "CSV" in Windows-1252 without a byte order mark. Such a file is never valid UTF-8 once it holds
 * an accented name, so a strict UTF-8 decode that fails is read again as Windows-1252 (every byte
 * means something there) and the preview says so, rather than refusing the file or importing
 * replacement characters into people's names.
 */
export function decodeCsvBytes(bytes: Buffer): { text: string; windows1252: boolean } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), windows1252: false };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), windows1252: false };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), windows1252: false };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), windows1252: false };
  } catch {
    return { text: decodeWindows1252(bytes), windows1252: true };
  }
}
