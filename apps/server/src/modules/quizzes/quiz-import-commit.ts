import type { Kysely } from 'kysely';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import { QUIZ_SETTINGS_LIMITS } from '@lyceum/shared/quiz-limits';
import type { TeacherQuiz } from '@lyceum/shared/quizzes';
import { committedWrite } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { badRequest, localized, notFound } from '../../lib/http-errors';
import type { Locale } from '@lyceum/shared/i18n';
import { formatMessage } from '../../lib/i18n';
import { RichTextRefused, sanitizeRichText } from '../../lib/rich-text';
import type { AuthUser } from '../../types';
import { refuseArchived } from '../classes/class-access';
import { inTransaction } from '../events/outbox';
import type { AttachmentReader } from '../files/stored-attachments';
import { requireQuizStaff } from './quiz-access';
import { quizMaxPoints } from './quiz-kind';
import { QUIZ_IMPORT_ERRORS } from './quiz-import.messages';
import { regradeQuiz } from './quiz-regrade';
import { countItems, findQuizAccess, findSettings, listItems, writeQuiz } from './quizzes.repository';
import { teacherQuiz } from './quizzes.service';
import { QUIZ_ERRORS } from './quiz-errors.messages';

/** The item's prompt as it will be stored, or null when sanitising leaves nothing visible. */
async function cleanPrompt(item: QuizItem): Promise<string | null> {
  try {
    const clean = await sanitizeRichText(item.prompt, 'assignment');
    return clean.empty ? null : clean.html;
  } catch (error) {
    if (error instanceof RichTextRefused) return null;
    throw error;
  }
}

/** An id not yet taken in the quiz (an imported item may share one with the quiz's own: `q1` becomes `q1-2`). */
function freeId(id: string, taken: Set<string>): string {
  let candidate = id;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${id.slice(0, 60)}-${n}`;
  taken.add(candidate);
  return candidate;
}

function refuseOverLimit(total: number): void {
  if (total > QUIZ_SETTINGS_LIMITS.items) throw badRequest(localized(QUIZ_IMPORT_ERRORS.tooManyItems, { count: total, max: QUIZ_SETTINGS_LIMITS.items }));
}

/**
 * Adds previewed items after a quiz's own, all or nothing: each is checked again here (the schema
 * at the route, the prompt sanitised as any rich text), and any item refused refuses them all with
 * the list, nothing written. The items, the points and every turned-in attempt's regrade are one
 * transaction, as a quiz edit is.
 */
export async function importIntoQuiz(db: Kysely<Database>, actor: AuthUser, quizId: string, items: QuizItem[], reader: AttachmentReader): Promise<TeacherQuiz> {
  const quiz = requireQuizStaff(actor, await findQuizAccess(db, quizId, actor.id));
  refuseArchived(quiz.class_archived_at);
  // Counted again in the transaction; this spares sanitising a batch that can never fit.
  refuseOverLimit(((await countItems(db, [quiz.id])).get(quiz.id) ?? 0) + items.length);
  const prompts = await Promise.all(items.map(cleanPrompt));
  const refused = items.flatMap((item, index) => (prompts[index] === null ? [item.id] : []));
  // Each item's reason in the teacher's language too, not only the sentence around them.
  const list = (locale: Locale) => refused.map((id) => formatMessage(locale, QUIZ_IMPORT_ERRORS.emptyPrompt, { id })).join('; ');
  if (refused.length > 0) throw badRequest(localized(QUIZ_IMPORT_ERRORS.blocked, { count: refused.length, list }));
  await committedWrite(db, (outer) =>
    inTransaction(outer, async (trx) => {
      const own = await listItems(trx, quiz.id);
      const settings = await findSettings(trx, quiz.id);
      if (!settings) throw notFound(QUIZ_ERRORS.notFound);
      refuseOverLimit(own.length + items.length);
      const taken = new Set(own.map((item) => item.id));
      const added = items.map((item, index) => ({ ...item, id: freeId(item.id, taken), prompt: prompts[index] as string }));
      const all = [...own, ...added];
      const maxPoints = quizMaxPoints({ items: all });
      await writeQuiz(trx, quiz.id, settings, all, false);
      await trx.updateTable('assignments').set({ max_points: maxPoints }).where('id', '=', quiz.id).execute();
      await regradeQuiz(trx, quiz.id);
    }),
  );
  return teacherQuiz(db, actor, quiz.id, reader);
}
