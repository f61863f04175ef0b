import type { RichTextContext } from '@lyceum/shared/rich-text-policy';
import { nestHeadings } from '@/lib/rich-text-outline';
import { sanitizeRichText } from '@/lib/sanitize';
import { withSemanticLists } from '@/lib/semantic-lists';

/**
 * Rich text as SafeHtml shows it: sanitised with the shared policy, lists made semantic, headings
 * nested under the page's (see each). A module of its own because DOMPurify is ~13 kB gzipped:
 * SafeHtml downloads it when it first shows rich text, and the routes that open on rich text
 * (a material, an assignment) preload it with their page.
 */
export function renderRichText(html: string, context: RichTextContext, headingLevel: number | 'none'): string {
  return nestHeadings(withSemanticLists(sanitizeRichText(html, context)), headingLevel);
}
