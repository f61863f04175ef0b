import { useMemo } from 'react';
import type { RichTextContext } from '@lyceum/shared/rich-text-policy';
import { sanitizeRichText } from '@/lib/sanitize';
import { cn } from '@/lib/utils';
import '@/components/rich-text.css';
import '@/components/code-highlight.css';

/**
 * Renders rich text (material content, assignment description) after sanitising it with the
 * shared policy. The only place the app sets inner HTML, so there is one thing to audit.
 */
export function SafeHtml({ html, context, className }: { html: string; context: RichTextContext; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html, context), [html, context]);
  return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
