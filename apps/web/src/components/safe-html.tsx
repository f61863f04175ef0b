import { useMemo } from 'react';
import type { RichTextContext } from '@lyceum/shared/rich-text-policy';
import { nestHeadings } from '@/lib/rich-text-outline';
import { sanitizeRichText } from '@/lib/sanitize';
import { withSemanticLists } from '@/lib/semantic-lists';
import { cn } from '@/lib/utils';
import '@/components/rich-text.css';
import '@/components/code-highlight.css';

/**
 * Renders rich text (material content, assignment description) after sanitising it with the
 * shared policy, with its lists made semantic (bullets as <ul>). The only place the app sets inner
 * HTML, so there is one thing to audit.
 * `headingLevel` is the level the content's own h1 is announced at (see nestHeadings).
 */
export function SafeHtml({
  html,
  context,
  headingLevel,
  className,
}: {
  html: string;
  context: RichTextContext;
  headingLevel: number | 'none';
  className?: string;
}) {
  const clean = useMemo(
    () => nestHeadings(withSemanticLists(sanitizeRichText(html, context)), headingLevel),
    [html, context, headingLevel],
  );
  return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
