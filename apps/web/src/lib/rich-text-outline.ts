/**
 * Rich text written in the editor has its own headings (levels 1-3), but it is shown inside a
 * page that already has an h1 and sections. So the page outline stays one tree, the content's
 * headings are announced one level below the section they sit in (`top` is the level content h1
 * takes), via aria-level: the tags, and so their look, stay as the author chose.
 * `top: 'none'` drops heading semantics, for previews where a heading would be noise.
 */
export function nestHeadings(html: string, top: number | 'none'): string {
  if (top === 1 || !/<h[1-6]/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html; // inert: template content runs no script and loads nothing
  template.content.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((heading) => {
    if (top === 'none') {
      heading.setAttribute('role', 'none');
      return;
    }
    const level = Number(heading.tagName.charAt(1));
    heading.setAttribute('aria-level', String(Math.min(6, level + top - 1)));
  });
  return template.innerHTML;
}
