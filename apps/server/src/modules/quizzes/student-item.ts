import { createHash } from 'node:crypto';
import type { QuizChoice, QuizItem, StudentItem } from '@lyceum/shared/quiz-items';

/**
 * A shuffle that is the same every time for the same seed (an attempt's id with the item's id), so
 * a reload shows a student their choices where they were, and different students see different
 * orders. Fisher–Yates driven by SHA-256 of the seed and a counter: no state to store.
 */
export function seededShuffle<T>(list: readonly T[], seed: string): T[] {
  const out = [...list];
  let block = Buffer.alloc(0);
  let counter = 0;
  let offset = 0;
  const next = (bound: number) => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(`${seed}:${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value % bound;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = next(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** An ordering item's choices for a student: shuffled, and never in the key's own order (that would answer it). */
function orderingChoices(choices: QuizChoice[], seed: string): QuizChoice[] {
  const shuffled = seededShuffle(choices, seed);
  if (shuffled.every((choice, index) => choice.id === choices[index]?.id)) shuffled.push(shuffled.shift() as QuizChoice);
  return shuffled;
}

const strip = (choices: QuizChoice[]) => choices.map(({ id, text }) => ({ id, text }));

/**
 * What a student's attempt shows of an item: prompt, points and choices, never the key (correct
 * choices, accepted answers, the number and its tolerance, pairs). Built field by field rather
 * than by deleting the key from a copy, so a field added to an item later stays out until it is
 * named here.
 */
export function studentItemOf(item: QuizItem, seed: string): StudentItem {
  const base = { id: item.id, prompt: item.prompt, points: item.points };
  const order = (choices: QuizChoice[], shuffle: boolean, salt: string) => strip(shuffle ? seededShuffle(choices, `${seed}:${item.id}:${salt}`) : choices);
  switch (item.kind) {
    case 'single_choice':
    case 'multiple_response':
      return { kind: item.kind, ...base, choices: order(item.choices, item.shuffle, 'choices') };
    case 'ordering':
      return { kind: item.kind, ...base, choices: strip(orderingChoices(item.choices, `${seed}:${item.id}:order`)) };
    case 'matching':
      return { kind: item.kind, ...base, sources: order(item.sources, item.shuffle, 'sources'), targets: order(item.targets, item.shuffle, 'targets') };
    case 'inline_choice':
      return { kind: item.kind, ...base, gaps: item.gaps.map((gap) => ({ id: gap.id, choices: strip(seededShuffle(gap.choices, `${seed}:${item.id}:${gap.id}`)) })) };
    case 'true_false':
    case 'text_entry':
    case 'numeric':
    case 'essay':
      return { kind: item.kind, ...base };
  }
}
