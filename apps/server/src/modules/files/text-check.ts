/** Controls that no text file a teacher shares holds (tab, line feed, form feed and carriage return are fine). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/;

/**
 * Checks, chunk by chunk, that a stream is UTF-8 text: what the .txt/.csv/.md rule accepts. A file
 * that is not (an executable renamed notes.txt, a UTF-16 file) is refused whole.
 */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  /** False once the bytes so far cannot be text. */
  push(chunk: Uint8Array): boolean {
    try {
      return !BINARY_CONTROLS.test(this.decoder.decode(chunk, { stream: true }));
    } catch {
      return false;
    }
  }

  /** False when the file ends inside a character. */
  end(): boolean {
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}
