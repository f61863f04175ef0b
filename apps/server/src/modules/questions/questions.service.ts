import type { Kysely } from 'kysely';
import type { ClassAnswers, QuestionAnswerRequest, QuestionSettings, QuestionView } from '@lyceum/shared/questions';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { refuseArchived, requireViewOf } from '../classes/class-access';
import { assignments } from '../assignments/assignments.service';
import { eventsCommitted } from '../events/outbox';
import { workTurnedIn } from '../events/happenings';
import type { AttachmentReader } from '../files/stored-attachments';
import { turnIn } from '../submissions/submissions.repository';
import { workEvent } from '../submissions/work-events';
import { isStaff } from '../submissions/work-access';
import { answerHtml, answerTextOf, choiceOf } from './answer-text';
import { QUESTION_ERRORS } from './question-errors.messages';
import { questionCore, type QuestionWrite } from './question-kind';
import * as repo from './questions.repository';

/** The question as the reader may see it: someone outside the class, or an assignment that is no question, gets its 404. */
async function requireQuestion(db: Kysely<Database>, actor: AuthUser, id: string) {
  const row = await repo.findQuestionAccess(db, id, actor.id);
  if (!row || row.work_type !== 'question') throw notFound(QUESTION_ERRORS.notFound);
  const relation = requireViewOf(actor, row.viewer_role, QUESTION_ERRORS.notFound);
  const settings = await repo.findSettings(db, row.id);
  if (!settings) throw notFound(QUESTION_ERRORS.notFound);
  return { row, relation, settings, staff: isStaff(actor, relation) };
}

function presentMine(settings: QuestionSettings, answer: repo.AnswerRow | undefined): QuestionView['mine'] {
  if (!answer || answer.state === 'assigned' || answer.turned_in_at === null) return null;
  const text = answerTextOf(answer.answer);
  return {
    text,
    choice: choiceOf(settings, text),
    answeredAt: answer.turned_in_at,
    state: answer.state,
    grade: answer.state === 'returned' && answer.grade !== null ? Number(answer.grade) : null,
  };
}

/** A question with its settings, and for a student their own answer. */
export async function getQuestion(db: Kysely<Database>, actor: AuthUser, id: string, reader: AttachmentReader): Promise<QuestionView> {
  const { row, relation, settings } = await requireQuestion(db, actor, id);
  const mine = relation.isStudent ? presentMine(settings, await repo.findAnswer(db, row.id, actor.id)) : null;
  return { assignment: await assignments.get(db, actor, row.id, reader), question: settings, mine };
}

/** Posts a question (an assignment of work type question) to a topic of a class the actor teaches. */
export async function createQuestion(db: Kysely<Database>, actor: AuthUser, input: QuestionWrite, reader: AttachmentReader): Promise<QuestionView> {
  const assignment = await questionCore.create(db, actor, input, reader);
  return getQuestion(db, actor, assignment._id, reader);
}

/** Edits a question; its kind and choices are fixed once anyone has answered (question-kind.ts). */
export async function updateQuestion(db: Kysely<Database>, actor: AuthUser, id: string, input: QuestionWrite, reader: AttachmentReader): Promise<QuestionView> {
  await questionCore.update(db, actor, id, input, reader);
  return getQuestion(db, actor, id, reader);
}

/** The answer's text from the request, as the question's kind asks (a 400 otherwise). */
function answerText(settings: QuestionSettings, input: QuestionAnswerRequest): string {
  if ('choice' in input) {
    if (settings.kind !== 'multiple_choice') throw badRequest(QUESTION_ERRORS.wrongKind);
    const choice = settings.choices[input.choice];
    if (choice === undefined) throw badRequest(QUESTION_ERRORS.unknownChoice);
    return choice;
  }
  if (settings.kind !== 'short_answer') throw badRequest(QUESTION_ERRORS.wrongKind);
  return input.text;
}

/**
 * A student answers: the first answer turns their work in (the teachers are notified, as for any
 * turn-in); a later one replaces it only while the teacher lets students edit and has not returned it.
 */
export async function answerQuestion(db: Kysely<Database>, actor: AuthUser, id: string, input: QuestionAnswerRequest, reader: AttachmentReader): Promise<QuestionView> {
  const { row, relation, settings } = await requireQuestion(db, actor, id);
  if (!relation.isStudent) throw forbidden(QUESTION_ERRORS.studentsOnly);
  refuseArchived(row.class_archived_at);
  const html = answerHtml(answerText(settings, input));
  const current = await repo.findAnswer(db, row.id, actor.id);
  const at = nowIso();
  if (current?.state === 'returned') throw conflict(QUESTION_ERRORS.returned);
  if (current?.state === 'turned_in') {
    if (!settings.studentsCanEdit) throw conflict(QUESTION_ERRORS.alreadyAnswered);
    if ((await repo.replaceAnswer(db, row.id, actor.id, html, at)) === 0) throw conflict(QUESTION_ERRORS.returned);
  } else {
    const notify = workEvent(row.id, actor.id, (ref) => workTurnedIn(ref, actor.id));
    const key = { assignmentId: row.id, classId: row.class_id, studentId: actor.id };
    const changed = await turnIn(db, key, at, async (trx) => {
      await repo.setAnswer(trx, row.id, actor.id, html);
      await notify(trx);
    });
    // Another tab's first answer got in first.
    if (changed === 0) throw conflict(QUESTION_ERRORS.alreadyAnswered);
    eventsCommitted(db);
  }
  return getQuestion(db, actor, id, reader);
}

/**
 * The class's answers and their summary: its teachers and admins always; a student only when the
 * teacher shares them and once the student has answered (as Google Classroom does), never grades.
 */
export async function classAnswers(db: Kysely<Database>, actor: AuthUser, id: string): Promise<ClassAnswers> {
  const { row, relation, settings, staff } = await requireQuestion(db, actor, id);
  if (!staff) {
    if (!relation.isStudent || !settings.showClassmates) throw forbidden(QUESTION_ERRORS.classmatesHidden);
    const own = await repo.findAnswer(db, row.id, actor.id);
    if (!own || own.turned_in_at === null || own.state === 'assigned') throw forbidden(QUESTION_ERRORS.answerFirst);
  }
  const rows = await repo.listAnswers(db, row.id, row.class_id);
  const counts = settings.choices.map(() => 0);
  const answers = rows.map((answer) => {
    const text = answerTextOf(answer.answer);
    const choice = choiceOf(settings, text);
    if (choice !== null) counts[choice] = (counts[choice] ?? 0) + 1;
    return { student: { _id: answer.student_id, name: answer.student_name }, text, choice, answeredAt: answer.turned_in_at ?? '' };
  });
  return { answers, counts, answered: answers.length, students: await repo.countStudents(db, row.class_id) };
}
