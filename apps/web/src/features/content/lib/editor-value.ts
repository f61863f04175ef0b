/** What Quill holds when the document is empty: one empty paragraph. */
export const EMPTY_EDITOR_HTML = '<p><br></p>';

/** The editor's value as the forms see it: its HTML, or '' when only an empty paragraph is present. */
export function editorValue(html: string): string {
  return html.trim() === EMPTY_EDITOR_HTML ? '' : html;
}

/**
 * Stored HTML without the syntax module's token spans, before it is loaded into the editor.
 * Quill's clipboard misreads them (nesting the rest of the line in the first token), and the
 * tokens are derived data anyway: the syntax module highlights the plain code again.
 * DOMParser documents are inert: nothing in `html` loads or runs here.
 */
export function withoutCodeTokens(html: string): string {
  if (!html.includes('ql-token')) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('span.ql-token').forEach((span) => span.replaceWith(...span.childNodes));
  return doc.body.innerHTML;
}

/** The blocks Quill writes text into (a paragraph, heading, list item, code or quote). */
export const TEXT_BLOCKS = 'p, h1, h2, h3, li, pre, blockquote';

/**
 * `html` with `text` typed at its end, as Quill puts it there: the first line continues the last
 * block, each further line ('\n') is a paragraph of its own. The editor's stand-in reports this as
 * the value while Quill loads, so a form sent before the editor is ready still has what was typed.
 * The text goes in as text nodes (DOMParser's documents are inert): typed markup stays text.
 */
export function withTypedText(html: string, text: string): string {
  const doc = new DOMParser().parseFromString(editorValue(html), 'text/html');
  const [first = '', ...more] = text.split('\n');
  let last = [...doc.body.querySelectorAll(TEXT_BLOCKS)].at(-1);
  if (!last) {
    last = doc.createElement('p');
    doc.body.append(last);
  }
  if (last.textContent === '') last.replaceChildren();
  if (first) last.append(first);
  for (const line of more) {
    const paragraph = doc.createElement('p');
    if (line) paragraph.append(line);
    else paragraph.append(doc.createElement('br'));
    doc.body.append(paragraph);
  }
  if (last.childNodes.length === 0) last.append(doc.createElement('br'));
  return editorValue(doc.body.innerHTML);
}
