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
    return { text: new TextDecoder('windows-1252').decode(bytes), windows1252: true };
  }
}
