import { RICH_TEXT_MSG } from '@lyceum/shared/messages';
import type { RichTextContext } from '@lyceum/shared/rich-text-policy';
import { badRequest, localized } from './http-errors';
import { VALIDATION_ERRORS } from './validation-errors.messages';
import type { SanitizedRichText } from './rich-text-purify';
import { RichTextRefused, startSanitizerThread, type SanitizerThread } from './rich-text-thread';
import { richTextWorkerScript } from './rich-text-worker-script';

export type { SanitizedRichText } from './rich-text-purify';
export { RichTextRefused } from './rich-text-thread';

/**
 * What one document may cost the sanitiser thread. Quill content of the full 1,000,000 characters
 * (prose with formatting, 2,200 lists, links) took 2.8-4.1 s there on a 2-core machine busy with
 * other work; a document that needs more is not one the editor wrote.
 */
export const SANITIZE_BUDGET_MS = 10_000;
/**
 * The thread's heap. That same megabyte of Quill content grows it by ~100 MB; a document that needs
 * more than this (1,000,000 characters of empty paragraphs: ~450 MB) is refused, and its memory
 * goes back with the thread instead of staying with the process.
 */
const SANITIZER_HEAP_MB = 384;

let thread: SanitizerThread | undefined;
let budgetMs = SANITIZE_BUDGET_MS;

/**
 * Tests only: a shorter budget, so a document that runs it out does so quickly. The running thread
 * is stopped so the next document starts one with this budget (test files share a process).
 */
export async function setSanitizeBudgetForTests(ms: number): Promise<void> {
  budgetMs = ms;
  const running = thread;
  thread = undefined;
  await running?.close();
}

const sanitizer = () => (thread ??= startSanitizerThread({ budgetMs, heapMb: SANITIZER_HEAP_MB, script: richTextWorkerScript }));

/**
 * Sanitises rich HTML with the shared allowlist (frames only in materials), on the sanitiser
 * thread (rich-text-thread.ts). Content nested deeper than LIMITS.richTextDepth is refused before
 * the sanitiser works on it, and content that costs the thread more than its budget, or breaks it, is
 * refused too: RichTextRefused says which.
 */
export function sanitizeRichText(html: string, context: RichTextContext): Promise<SanitizedRichText> {
  return sanitizer().sanitize(html, context);
}

/**
 * The sanitised HTML to store for a required rich-text field; a 400 "<field> is required" when
 * nothing visible survives (an empty paragraph, or only markup that was stripped), and a 400
 * naming the field when the content is nested too deeply or too complex to sanitise.
 */
export async function requireRichText(html: string, context: RichTextContext, field: string): Promise<string> {
  const clean = await sanitizeField(html, context, field);
  if (clean.empty) throw badRequest(localized(VALIDATION_ERRORS.required, { field }));
  return clean.html;
}

/**
 * requireRichText for a field that may be left empty (a student's answer, when the work is only
 * files): '' when nothing visible survives, so an empty paragraph is stored as no answer at all.
 */
export async function optionalRichText(html: string, context: RichTextContext, field: string): Promise<string> {
  if (html === '') return '';
  const clean = await sanitizeField(html, context, field);
  return clean.empty ? '' : clean.html;
}

async function sanitizeField(html: string, context: RichTextContext, field: string): Promise<SanitizedRichText> {
  try {
    return await sanitizeRichText(html, context);
  } catch (error) {
    if (error instanceof RichTextRefused) throw badRequest(RICH_TEXT_MSG[error.reason](field));
    throw error;
  }
}
