import { MarkupCheck } from './markup-check';

/** Controls that no text file a teacher shares holds (tab, line feed, form feed and carriage return are fine). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/;

/** What the bytes so far are: text, not text at all, or text holding web page code. */
export type TextVerdict = 'text' | 'not-text' | 'markup';

/**
 * Checks, chunk by chunk, that a stream is UTF-8 text without web page code: what the
 * .txt/.csv/.md rule accepts. A file that is not text (an executable renamed notes.txt, a UTF-16
 * file) or that is a page (HTML, SVG, XML, a script: markup-check.ts) is refused whole.
 */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly markup = new MarkupCheck();

  push(chunk: Uint8Array): TextVerdict {
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch {
      return 'not-text';
    }
    if (BINARY_CONTROLS.test(text)) return 'not-text';
    return this.markup.push(text) ? 'text' : 'markup';
  }

  /** At the end of the file: 'not-text' when it ends inside a character. */
  end(): TextVerdict {
    try {
      return this.markup.push(this.decoder.decode()) ? 'text' : 'markup';
    } catch {
      return 'not-text';
    }
  }
}
