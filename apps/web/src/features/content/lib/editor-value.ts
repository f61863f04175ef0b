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
