import { describe, expect, it } from 'vitest';
import { QUIZ_ITEM_KINDS, quizItemSchema, type QuizItemKind } from '@lyceum/shared/quiz-items';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { itemProblems, newDraft, toDraft, toItem, type ItemDraft } from '@/features/quizzes/lib/item-drafts';
import { withGap, withoutGap } from '@/features/quizzes/lib/gap-text';

/** A new question of `kind` filled in as a teacher would: every blank written, a key given. */
function filled(kind: QuizItemKind): ItemDraft {
  const draft = newDraft(kind, []);
  const named = <T extends { text: string }>(list: T[], word: string) => list.map((entry, i) => ({ ...entry, text: `${word} ${i + 1}` }));
  return {
    ...draft,
    prompt: kind === 'inline_choice' ? '<p>Water boils at {{gap1}} degrees.</p>' : '<p>Which?</p>',
    points: '2.5',
    choices: named(draft.choices, 'Choice'),
    correct: kind === 'multiple_response' ? ['c1', 'c3'] : ['c2'],
    accepted: ['Paris'],
    answer: '9.81',
    tolerance: '0.05',
    sources: named(draft.sources, 'Left'),
    targets: named(draft.targets, 'Right'),
    pairs: { s1: 't2', s2: 't1' },
    gaps: draft.gaps.map((gap) => ({ ...gap, choices: named(gap.choices, 'Gap'), correct: 'g1' })),
  };
}

describe('item drafts', () => {
  it.each(QUIZ_ITEM_KINDS)('%s: a filled-in question is an item the server takes, and reads back as the same draft', (kind) => {
    const checked = toItem(filled(kind));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(quizItemSchema.safeParse(checked.item).success).toBe(true);
    expect(toItem(toDraft(checked.item))).toEqual(checked);
  });

  it('names the part a teacher must fix, in the order the editor shows them', () => {
    const draft = { ...filled('single_choice'), prompt: '<p> </p>', points: '0', correct: [] };
    expect(itemProblems(draft).map((problem) => [problem.part, problem.message])).toEqual([
      ['prompt', m.promptRequired],
      ['points', m.pointsInvalid],
      ['choices', m.correctRequired],
    ]);
    expect(itemProblems({ ...filled('numeric'), answer: '1,5' })[0]?.message).toBe(m.answerInvalid);
    expect(itemProblems({ ...filled('numeric'), answer: '1e309' })[0]?.message).toBe(m.answerInvalid);
    expect(itemProblems({ ...filled('numeric'), tolerance: '-1' })[0]?.message).toBe(m.toleranceInvalid);
    expect(itemProblems({ ...filled('text_entry'), accepted: ['Paris', ' '] })[0]?.message).toBe(m.acceptedRequired);
    expect(itemProblems({ ...filled('matching'), pairs: {} })[0]?.message).toBe(m.pairsRequired);
    expect(itemProblems({ ...filled('inline_choice'), prompt: '<p>No gap here</p>' })[0]).toMatchObject({ part: 'prompt', message: m.gapMissing, values: { gap: '{{gap1}}' } });
    expect(itemProblems({ ...filled('single_choice'), points: '1.005' })[0]?.part).toBe('points');
  });

  it('writes a new gap at the end of the last paragraph and takes it out again', () => {
    expect(withGap('<p>Water boils at</p>', 'gap1')).toBe('<p>Water boils at {{gap1}}</p>');
    expect(withoutGap('<p>Water boils at {{gap1}}</p>', 'gap1')).toBe('<p>Water boils at</p>');
  });
});
