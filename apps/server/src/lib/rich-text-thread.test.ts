import { afterEach, describe, expect, it } from 'vitest';
import { RichTextRefused, startSanitizerThread, type SanitizerThread } from './rich-text-thread';
import { richTextWorkerScript } from './rich-text-worker-script';

/**
 * Within the depth limit, yet millions of elements: 60 formatting elements left open are
 * reopened by the parser after every closed block, 60 levels each time (over a minute of jsdom).
 */
const RECONSTRUCTION_BOMB = Array.from({ length: 60 }, (_, i) => `<b class="c${i}">`).join('') + '<div></div>x'.repeat(80_000);

let thread: SanitizerThread | undefined;
afterEach(() => thread?.close());

const start = (budgetMs: number, heapMb = 512) => {
  thread = startSanitizerThread({ budgetMs, heapMb, script: richTextWorkerScript });
  return thread;
};

describe('the sanitiser thread', () => {
  it('sanitises documents sent at once, each to its own answer', async () => {
    const sanitizer = start(10_000);
    const answers = await Promise.all([
      sanitizer.sanitize('<p>one<script>x</script></p>', 'material'),
      sanitizer.sanitize('<ol><li data-list="bullet">two</li></ol>', 'assignment'),
      sanitizer.sanitize('<p><br></p>', 'material'),
    ]);
    expect(answers).toEqual([
      { html: '<p>one</p>', empty: false },
      { html: '<ul><li>two</li></ul>', empty: false },
      { html: '<p><br></p>', empty: true },
    ]);
  });

  it('refuses content nested past the limit before parsing it, and goes on', async () => {
    const sanitizer = start(10_000);
    const [deep, next] = await Promise.allSettled([
      sanitizer.sanitize(`${'<div>'.repeat(16_000)}x`, 'material'),
      sanitizer.sanitize('<p>next</p>', 'material'),
    ]);
    expect(deep).toEqual({ status: 'rejected', reason: new RichTextRefused('tooDeep') });
    expect(next).toEqual({ status: 'fulfilled', value: { html: '<p>next</p>', empty: false } });
  });

  it('stops a document past its budget, refuses it alone, and goes on with the next on a new thread', async () => {
    const sanitizer = start(300);
    await sanitizer.sanitize('<p>warm</p>', 'material'); // jsdom loaded: the budget counts sanitising only
    const started = performance.now();
    const [bomb, next] = await Promise.allSettled([
      sanitizer.sanitize(RECONSTRUCTION_BOMB, 'material'),
      sanitizer.sanitize('<p>next</p>', 'material'),
    ]);
    expect(bomb.status === 'rejected' && bomb.reason).toEqual(new RichTextRefused('tooComplex', 'over the budget of 300 ms'));
    expect(next).toEqual({ status: 'fulfilled', value: { html: '<p>next</p>', empty: false } });
    // The budget, a thread started again (jsdom loads once more), and this busy machine's slack.
    expect(performance.now() - started).toBeLessThan(8_000);
  });

  it('refuses a document that needs more memory than the thread has, and goes on', async () => {
    const sanitizer = start(60_000, 96);
    const [huge, next] = await Promise.allSettled([
      sanitizer.sanitize('<p>x</p>'.repeat(125_000), 'material'),
      sanitizer.sanitize('<p>after</p>', 'assignment'),
    ]);
    expect(huge.status === 'rejected' && (huge.reason as RichTextRefused).reason).toBe('tooComplex');
    expect(next).toEqual({ status: 'fulfilled', value: { html: '<p>after</p>', empty: false } });
  });
});
