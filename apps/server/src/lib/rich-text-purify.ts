import createDOMPurify, { type Config } from 'dompurify';
import type { RichTextContext } from '@lyceum/shared/rich-text-policy';
import { addRichTextHooks, richTextPurifyConfig } from '@lyceum/shared/rich-text-purify';
import { semanticListsOfBody } from './rich-text-lists';

export interface SanitizedRichText {
  html: string;
  /** No visible text and no image or frame: an empty paragraph, or only stripped markup. */
  empty: boolean;
}

export type SanitizeRichText = (html: string, context: RichTextContext) => SanitizedRichText;

/** DOMPurify gave no document back: the parser could not build one from this input (it ran out of stack). */
export class UnparsableRichText extends Error {}

/**
 * The shared policy, returning the sanitised <body> itself. DOMPurify walks from <body>: left off
 * the allowed tags, that root was "removed" by deep-cloning the whole document into <html> (the
 * recursion that overflowed the stack near 3,500 levels) and the <body> handed back was detached,
 * which made every later node removal look for the document's body among those thousands of
 * clones (1 MB of Quill prose with 2,000 lists: 45 s). Nothing parsed inside <body> can be a
 * <body> element, so allowing it adds nothing to the output.
 */
const purifyConfig = (context: RichTextContext): Config & { RETURN_DOM: true } => {
  const policy = richTextPurifyConfig(context);
  return { ...policy, ALLOWED_TAGS: [...policy.ALLOWED_TAGS, 'body'], RETURN_DOM: true };
};
const CONFIG: Readonly<Record<RichTextContext, Config & { RETURN_DOM: true }>> = {
  material: purifyConfig('material'),
  assignment: purifyConfig('assignment'),
};

/**
 * The server's rich-text sanitiser: DOMPurify (the library the web client also uses) on the given
 * window (jsdom's), driven by the shared policy and its hooks (@lyceum/shared/rich-text-purify);
 * then Quill's flat lists are rewritten as semantic ones (bullets in <ul>, numbers in <ol>, indents
 * nested: the shared semanticLists the web client's renderer also runs), so what the API stores and returns reads right to a screen reader. What is
 * stored is already harmless; the client sanitises again before rendering. Runs on the sanitiser
 * thread (rich-text-thread.ts), never on the event loop.
 */
export function createRichTextSanitizer(window: Parameters<typeof createDOMPurify>[0]): SanitizeRichText {
  const purifier = createDOMPurify(window);

  // The shared policy's hooks, as the client adds them; images are stored as the editor wrote them.
  addRichTextHooks(purifier, { decorativeImages: false });

  return (html, context) => {
    // RETURN_DOM hands back the sanitised <body>: its innerHTML is exactly DOMPurify's string result.
    const body = purifier.sanitize(html, CONFIG[context]) as Element | null;
    if (!body) throw new UnparsableRichText('DOMPurify returned no document');
    semanticListsOfBody(body);
    const empty = (body.textContent ?? '').trim() === '' && body.querySelector('img, iframe') === null;
    return { html: body.innerHTML, empty };
  };
}
