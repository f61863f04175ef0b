import { StringDecoder } from 'node:string_decoder';

/** The longest line read: far past any row Lyceum writes (a 1 MB material, an import's plan), short of what a string can hold. */
export const MAX_LINE_CHARACTERS = 128 * 1024 * 1024;

export class BadLine extends Error {}

/**
 * The JSON value of each line of `stream` (UTF-8, lines ended by \n), with its line number, as
 * the bytes come: only the line being read is held, never the file.
 */
export async function* jsonLinesOf(stream: AsyncIterable<Buffer>, maxLine = MAX_LINE_CHARACTERS): AsyncGenerator<{ line: number; value: unknown }> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let line = 0;
  const parse = (text: string) => {
    line += 1;
    try {
      return { line, value: JSON.parse(text) as unknown };
    } catch {
      throw new BadLine(`line ${line} is not JSON`);
    }
  };
  for await (const chunk of stream) {
    const text = pending + decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      yield parse(text.slice(start, end));
      start = end + 1;
    }
    pending = text.slice(start);
    if (pending.length > maxLine) throw new BadLine(`line ${line + 1} is longer than ${maxLine} characters`);
  }
  pending += decoder.end();
  if (pending.length > 0) yield parse(pending);
}
