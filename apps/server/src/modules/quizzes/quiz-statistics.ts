import type { Kysely } from 'kysely';
import type { ItemResponse, QuizItem } from '@lyceum/shared/quiz-items';
import { isEmptyResponse } from '@lyceum/shared/quiz-responses';
import type { QuizStatistics } from '@lyceum/shared/quizzes';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';
import { partShares, topAnswers } from './item-breakdown';
import { listSubmittedScores, tallyAnswers, type AnswerTally } from './attempts.repository';
import { requireQuizStaff } from './quiz-access';
import { finishExpired } from './attempts.service';
import { findQuizAccess, findSettings, listItems } from './quizzes.repository';

/** The choices an answer names, as the distribution counts them (a gap's as gap:choice); none for kinds without choices. */
function chosen(response: ItemResponse | null): string[] {
  switch (response?.kind) {
    case 'single_choice':
      return response.choice === null ? [] : [response.choice];
    case 'multiple_response':
      return response.choices;
    case 'true_false':
      return response.value === null ? [] : [String(response.value)];
    case 'inline_choice':
      return response.gaps.map((gap) => `${gap.gap}:${gap.choice}`);
    default:
      return [];
  }
}

/** One item's figures over the turned-in attempts' answers to it, identical answers counted together. */
function itemFigures(item: QuizItem, tallies: AnswerTally[], attempts: number) {
  const responses = tallies.flatMap(({ response, count }) => (response === null ? [] : [{ response, count }]));
  const counts = new Map<string, number>();
  let full = 0;
  let answered = 0;
  let graded = true;
  for (const tally of tallies) {
    for (const choice of chosen(tally.response)) counts.set(choice, (counts.get(choice) ?? 0) + tally.count);
    if (tally.response !== null && !isEmptyResponse(tally.response)) answered += tally.count;
    if (tally.points === null) graded = false;
    else if (tally.points >= item.points) full += tally.count;
  }
  return {
    item: item.id,
    kind: item.kind,
    answered,
    shareCorrect: attempts === 0 || (item.kind === 'essay' && !graded) ? null : Math.round((full / attempts) * 1000) / 1000,
    choices: [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([choice, count]) => ({ choice, count })),
    answers: topAnswers(item, responses),
    parts: partShares(item, responses, attempts),
  };
}

/** A quiz's statistics over its turned-in attempts, in one request: per item and the spread of scores. For its teachers. */
export async function quizStatistics(db: Kysely<Database>, actor: AuthUser, assignmentId: string): Promise<QuizStatistics> {
  const quiz = requireQuizStaff(actor, await findQuizAccess(db, assignmentId, actor.id));
  const settings = await findSettings(db, quiz.id);
  if (settings) await finishExpired(db, quiz, settings);
  const items = await listItems(db, quiz.id);
  const done = await listSubmittedScores(db, quiz.id);
  const tallies = new Map<string, AnswerTally[]>();
  for (const tally of await tallyAnswers(db, quiz.id)) {
    const list = tallies.get(tally.item_id);
    if (list) list.push(tally);
    else tallies.set(tally.item_id, [tally]);
  }
  const maxScore = Math.round(items.reduce((sum, item) => sum + item.points, 0) * 100) / 100;
  const scores = Array.from({ length: Math.floor(maxScore) + 1 }, (_, score) => ({ score, count: 0 }));
  for (const score of done) {
    const bucket = scores[Math.min(Math.floor(score ?? 0), scores.length - 1)];
    if (bucket) bucket.count += 1;
  }
  return {
    attempts: done.length,
    maxScore,
    scores,
    items: items.map((item) => itemFigures(item, tallies.get(item.id) ?? [], done.length)),
  };
}
