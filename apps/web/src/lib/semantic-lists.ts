import { semanticLists } from '@lyceum/shared/rich-text-lists';

/**
 * Rich text with its lists as screen readers should hear them: bullets as <ul>, numbers as <ol>,
 * nested items nested (see semanticLists), whether the server stored Quill's flat lists (content
 * saved before it rewrote them, or by any other client) or semantic ones. Runs after sanitising.
 */
export function withSemanticLists(html: string): string {
  if (!/data-list|ql-indent-/.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html; // inert: template content runs no script and loads nothing
  semanticLists(template.content);
  return template.innerHTML;
}
