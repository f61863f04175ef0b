import createDOMPurify, { type Config } from 'dompurify';
import type { RichTextContext } from '@lyceum/shared/rich-text-policy';
import { addRichTextHooks, richTextPurifyConfig } from '@lyceum/shared/rich-text-purify';

/**
 * The client's rich-text sanitiser: DOMPurify driven by the shared policy and its hooks
 * (@lyceum/shared/rich-text-purify), the same rules the server applies on save. Stored content is
 * already clean; this second pass means a bad row, a compromised proxy or a future server bug still
 * cannot run script in the page. Images without a description are marked decorative here (WCAG
 * 1.1.1), which the server leaves to rendering.
 *
 * A private DOMPurify instance, so these hooks never leak into other callers of the default one.
 */
const purify = createDOMPurify(window);
addRichTextHooks(purify, { decorativeImages: true });

const CONFIG: Readonly<Record<RichTextContext, Config & { RETURN_TRUSTED_TYPE: false }>> = {
  material: { ...richTextPurifyConfig('material'), RETURN_TRUSTED_TYPE: false },
  assignment: { ...richTextPurifyConfig('assignment'), RETURN_TRUSTED_TYPE: false },
};

/** Rich HTML made safe to render: frames are kept for materials only (spec section 5). */
export function sanitizeRichText(html: string, context: RichTextContext): string {
  return purify.sanitize(html, CONFIG[context]);
}
