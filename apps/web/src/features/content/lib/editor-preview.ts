import { TEXT_BLOCKS } from '@/features/content/lib/editor-value';

/** At most this many paragraphs: the stand-in is the editor's height and clips the rest. */
const MAX_PARAGRAPHS = 12;

/**
 * The text of a saved document as plain paragraphs, shown in the editor's stand-in until Quill is
 * built: on a phone the page's words then appear with the form, not after the editor's ~80 kB
 * chunk and its build. DOMParser's documents run no scripts and load nothing (no images, no
 * styles), and only text is taken from them, so no markup of the document reaches the page.
 */
export function editorPreview(html: string): string[] {
  if (!html) return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // Innermost blocks only: a list item holding a nested list is not read twice.
  const blocks = [...body.querySelectorAll(TEXT_BLOCKS)].filter((block) => block.querySelector(TEXT_BLOCKS) === null);
  const texts = (blocks.length > 0 ? blocks : [body]).map((block) => (block.textContent ?? '').trim());
  return texts.filter((text) => text !== '').slice(0, MAX_PARAGRAPHS);
}
