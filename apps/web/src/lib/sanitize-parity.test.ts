import { describe, expect, it } from 'vitest';
import { createRichTextSanitizer } from '../../../server/src/lib/rich-text-purify';
import { QUILL_LISTS, QUILL_SAMPLES, XSS_PAYLOADS } from '../../../server/src/lib/rich-text-corpus';
import { sanitizeRichText } from '@/lib/sanitize';
import { withSemanticLists } from '@/lib/semantic-lists';

/**
 * The server's sanitiser (what is stored) and the client's (what is rendered) run the one policy
 * module, @lyceum/shared/rich-text-purify: on the same input they must agree. Both run here on the
 * test's jsdom window, the client's as the renderer uses it (sanitised, then lists made semantic,
 * which the server does on save). The one difference by design: the client marks images without a
 * description decorative (alt=""), so that attribute is left out of the comparison on both sides.
 */
const server = createRichTextSanitizer(window as never);
const withoutEmptyAlt = (html: string) => html.replaceAll(' alt=""', '');

describe('the server and the client sanitise alike', () => {
  const corpus = [...XSS_PAYLOADS, ...QUILL_SAMPLES, ...QUILL_LISTS.map(([quill]) => quill)];

  it.each(['material', 'assignment'] as const)('on the hostile corpus and Quill output, in a %s', (context) => {
    for (const html of corpus) {
      const stored = server(html, context).html;
      expect(withoutEmptyAlt(withSemanticLists(sanitizeRichText(html, context))), html).toBe(withoutEmptyAlt(stored));
    }
  });
});
