import { useEffect, useMemo } from 'react';
import type { RichTextContext } from '@lyceum/shared/rich-text-policy';
import { richTextRenderer as renderer } from '@/lib/rich-text-renderer';
import { cn } from '@/lib/utils';

/** The words of some HTML, for the moment before the sanitiser arrives: parsed inert, shown as text. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * Renders rich text (material content, assignment description) after sanitising it with the
 * shared policy, with its lists made semantic (bullets as <ul>). The only place the app sets inner
 * HTML, so there is one thing to audit.
 * `headingLevel` is the level the content's own h1 is announced at (see nestHeadings).
 *
 * The sanitiser (lib/rich-text-renderer.ts) downloads when the first rich text shows, or with the
 * page for the routes that open on it; until it arrives (a dashboard's previews), the same box
 * holds the text alone (parsed by DOMParser, which runs no script and loads nothing, and written
 * as text).
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
  const loaded = renderer.useModule();
  useEffect(() => {
    if (!loaded) renderer.want();
  }, [loaded]);
  const clean = useMemo(
    () => (loaded ? loaded.renderRichText(html, context, headingLevel) : undefined),
    [loaded, html, context, headingLevel],
  );
  if (clean === undefined) return <div className={cn('rich-text', className)}>{textOf(html)}</div>;
  return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
