// Lyceum's QTI 3.0 items scored by a player that is not ours: Cito's @citolab/qti-components (a
// QTI 3 implementation of web components, GPL, used here only as a test tool) renders each
// exported item in Chromium, takes the same answers, runs the item's own response processing, and
// must arrive at the score Lyceum's scoreItem gives, answer by answer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizItemSchema, type ItemResponse, type QuizItem, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { scoreItem } from '../../src/modules/quizzes/item-scoring';
import { qti3ItemXml } from '../../src/modules/quizzes/qti3-item-writer';

const require = createRequire(import.meta.url);
const player = readFileSync(require.resolve('@citolab/qti-components/cdn/index.js'), 'utf8');
const ORIGIN = 'http://qti-player.test';
/** The page loads the player's module and hands its item transformer to the test's scripts. */
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><script type="module">
import { qtiTransformItem } from '/qti-player.js';
window.qtiTransformItem = qtiTransformItem;
</script></head><body></body></html>`;

const item = (input: QuizItemInput): QuizItem => quizItemSchema.parse(input);
const choices = (...ids: string[]) => ids.map((id) => ({ id, text: `Choice ${id}` }));
const prompt = '<p>Question?</p>';

/** What a player's response variables hold for a Lyceum answer: identifier → value(s). */
function qtiResponses(response: ItemResponse): Record<string, string | string[]> {
  switch (response.kind) {
    case 'single_choice':
      return { RESPONSE: response.choice ?? [] };
    case 'true_false':
      return { RESPONSE: response.value === null ? [] : String(response.value) };
    case 'multiple_response':
      return { RESPONSE: response.choices };
    case 'text_entry':
    case 'numeric':
      return { RESPONSE: response.text };
    case 'ordering':
      return { RESPONSE: response.order };
    case 'matching':
      return { RESPONSE: response.pairs.map((pair) => `${pair.source} ${pair.target}`) };
    case 'inline_choice':
      return Object.fromEntries(response.gaps.map((gap) => [`RESPONSE_${gap.gap}`, gap.choice]));
    case 'essay':
      return { RESPONSE: response.text };
  }
}

/** Each machine-graded kind with answers that earn all, part and none of its points. */
const cases: [QuizItem, ItemResponse[]][] = [
  [item({ kind: 'single_choice', id: 'q1', prompt, points: 2, choices: choices('a', 'b', 'c'), correct: 'b' }), [
    { kind: 'single_choice', choice: 'b' },
    { kind: 'single_choice', choice: 'a' },
  ]],
  [item({ kind: 'true_false', id: 'q2', prompt, points: 1, correct: false }), [
    { kind: 'true_false', value: false },
    { kind: 'true_false', value: true },
  ]],
  [item({ kind: 'multiple_response', id: 'q3', prompt, points: 4, choices: choices('a', 'b', 'c', 'd'), correct: ['a', 'c'], scoring: 'partial' }), [
    { kind: 'multiple_response', choices: ['a', 'c'] },
    { kind: 'multiple_response', choices: ['a'] },
    { kind: 'multiple_response', choices: ['a', 'b'] },
    { kind: 'multiple_response', choices: ['a', 'b', 'c', 'd'] },
  ]],
  [item({ kind: 'multiple_response', id: 'q4', prompt, points: 3, choices: choices('a', 'b', 'c'), correct: ['b', 'c'], scoring: 'all_or_nothing' }), [
    { kind: 'multiple_response', choices: ['c', 'b'] },
    { kind: 'multiple_response', choices: ['b'] },
  ]],
  [item({ kind: 'text_entry', id: 'q5', prompt, points: 1.5, accepted: ['Curie', 'Marie Curie'] }), [
    { kind: 'text_entry', text: 'Curie' },
    { kind: 'text_entry', text: 'curie' },
    { kind: 'text_entry', text: 'Pierre' },
  ]],
  [item({ kind: 'numeric', id: 'q6', prompt, points: 1, answer: 9.81, tolerance: 0.05, toleranceMode: 'absolute' }), [
    { kind: 'numeric', text: '9.81' },
    { kind: 'numeric', text: '9.85' },
    { kind: 'numeric', text: '9.9' },
  ]],
  [item({ kind: 'numeric', id: 'q7', prompt, points: 2, answer: 100, tolerance: 0.1, toleranceMode: 'relative' }), [
    { kind: 'numeric', text: '109' },
    { kind: 'numeric', text: '111' },
  ]],
  [item({ kind: 'numeric', id: 'q8', prompt, points: 1, answer: 42 }), [
    { kind: 'numeric', text: '42' },
    { kind: 'numeric', text: '42.5' },
  ]],
  [item({ kind: 'ordering', id: 'q9', prompt, points: 3, choices: choices('first', 'second', 'third'), scoring: 'partial' }), [
    { kind: 'ordering', order: ['first', 'second', 'third'] },
    { kind: 'ordering', order: ['first', 'third', 'second'] },
    { kind: 'ordering', order: ['third', 'first', 'second'] },
  ]],
  [item({ kind: 'ordering', id: 'q10', prompt, points: 2, choices: choices('x', 'y', 'z'), scoring: 'all_or_nothing' }), [
    { kind: 'ordering', order: ['x', 'y', 'z'] },
    { kind: 'ordering', order: ['x', 'z', 'y'] },
  ]],
  [item({ kind: 'matching', id: 'q11', prompt, points: 2, sources: choices('fe', 'cu'), targets: choices('iron', 'copper', 'gold'), pairs: [{ source: 'fe', target: 'iron' }, { source: 'cu', target: 'copper' }] }), [
    { kind: 'matching', pairs: [{ source: 'fe', target: 'iron' }, { source: 'cu', target: 'copper' }] },
    { kind: 'matching', pairs: [{ source: 'fe', target: 'iron' }] },
    { kind: 'matching', pairs: [{ source: 'fe', target: 'iron' }, { source: 'cu', target: 'gold' }] },
  ]],
  [item({ kind: 'inline_choice', id: 'q12', prompt: '<p>Boils at {{g1}}, freezes at {{g2}}.</p>', points: 2, gaps: [{ id: 'g1', choices: choices('h90', 'h100'), correct: 'h100' }, { id: 'g2', choices: choices('z0', 'z4'), correct: 'z0' }] }), [
    { kind: 'inline_choice', gaps: [{ gap: 'g1', choice: 'h100' }, { gap: 'g2', choice: 'z0' }] },
    { kind: 'inline_choice', gaps: [{ gap: 'g1', choice: 'h100' }, { gap: 'g2', choice: 'z4' }] },
  ]],
];

/** The SCORE the player's response processing sets for these response variables. */
async function playerScore(page: Page, xml: string, responses: Record<string, string | string[]>): Promise<number> {
  return page.evaluate(
    async ({ xml, responses }) => {
      const { qtiTransformItem } = window as unknown as { qtiTransformItem: () => { parse: (x: string) => { html: () => string } } };
      document.body.innerHTML = qtiTransformItem().parse(xml).html();
      const element = document.querySelector('qti-assessment-item') as HTMLElement & {
        updateComplete: Promise<unknown>;
        updateResponseVariable: (id: string, value: string | string[]) => void;
        processResponse: () => boolean;
        getOutcome: (id: string) => { value: string | null };
      };
      await customElements.whenDefined('qti-assessment-item');
      await element.updateComplete;
      for (const [id, value] of Object.entries(responses)) element.updateResponseVariable(id, value);
      element.processResponse();
      return Number(element.getOutcome('SCORE').value ?? 0);
    },
    { xml, responses },
  );
}

describe('an independent QTI 3 player scores Lyceum’s exported items as Lyceum does', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    page = await browser.newPage();
    // Nothing leaves the machine: the page and the player are answered here.
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/qti-player.js') return route.fulfill({ contentType: 'text/javascript', body: player });
      return route.fulfill({ contentType: 'text/html', body: PAGE });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'qtiTransformItem' in window);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each(cases.map(([quizItem, responses]) => [`${quizItem.kind} ${quizItem.id}`, quizItem, responses] as const))('%s', async (_name, quizItem, responses) => {
    const xml = qti3ItemXml(quizItem, quizItem.id);
    const scores: [number | null, number][] = [];
    for (const response of responses) scores.push([scoreItem(quizItem, response).points, await playerScore(page, xml, qtiResponses(response))]);
    // Both sides of every answer, so a difference names the answer it is in.
    expect(scores.map(([lyceum, qti]) => [lyceum, Math.round(qti * 100) / 100])).toEqual(scores.map(([lyceum]) => [lyceum, lyceum]));
  });
});
