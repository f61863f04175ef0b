// The sanitiser thread (rich-text-thread.ts starts it): checks and sanitises one document at a time.
// Bundled on its own (dist/rich-text-worker.js), so it imports nothing that only the main thread has.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { LIMITS } from '@lyceum/shared/limits';
import { htmlNestingDepth } from './html-nesting';
import { createRichTextSanitizer } from './rich-text-purify';
import type { SanitizeReply, SanitizeRequest } from './rich-text-thread';

/** Below the event loop's 0: when both want a core, the readers' requests go first. */
const NICENESS = 10;

const port = parentPort;
if (!port) throw new Error('rich-text-worker runs as a worker thread');

// On Linux a thread has a nice value of its own (0 names the calling thread). Set before jsdom
// loads, which is a second or two of CPU itself each time a thread starts.
try {
  setPriority(0, NICENESS);
} catch {
  // Not allowed here: the thread keeps the process's priority.
}

const { JSDOM } = await import('jsdom');
const sanitize = createRichTextSanitizer(new JSDOM('').window);
// One document through it before saying ready: the first sanitising on a fresh thread also pays for
// compiling the sanitiser's code, and the budget (counted from ready) is for the document alone. A
// thread restarted after a refused document, at nice 10 on a busy machine, otherwise charged that
// to the next, innocent one.
sanitize('<p>warm</p>', 'material');

port.on('message', ({ id, html, context }: SanitizeRequest) => {
  let reply: SanitizeReply;
  try {
    // Measured here, not on the event loop (parse5 builds the tree the sanitiser's jsdom will: a
    // few hundred ms for a megabyte), before jsdom and DOMPurify do anything that recurses on it.
    if (htmlNestingDepth(html) > LIMITS.richTextDepth) reply = { id, refused: 'tooDeep' };
    else reply = { id, ...sanitize(html, context) };
  } catch (error) {
    // A stack overflow, or a document the parser could not build: the input's fault, answered as such.
    reply = { id, refused: 'tooComplex', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies SanitizeReply);
