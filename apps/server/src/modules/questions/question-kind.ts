import type { Assignment } from '@lyceum/shared/assignments';
import { settingsOfRequest, type QuestionSettings, type QuestionSettingsRequest } from '@lyceum/shared/questions';
import { conflict } from '../../lib/http-errors';
import { assignmentKind, type AssignmentInput } from '../assignments/assignments.service';
import type { ClassworkKind } from '../classwork/classwork-kind';
import { classworkService } from '../classwork/classwork.service';
import { QUESTION_ERRORS } from './question-errors.messages';
import { anyAnswer, findSettings, writeSettings } from './questions.repository';

export type QuestionWrite = AssignmentInput & { question: QuestionSettingsRequest };

const sameChoices = (a: QuestionSettings, b: QuestionSettings) => a.kind === b.kind && a.choices.length === b.choices.length && a.choices.every((choice, i) => choice === b.choices[i]);

/**
 * A question post is an assignment (work_type question): the classwork core does title (the
 * question), details, topic, attachments, events and access, the assignment its due date and
 * points; the question adds its kind, choices and what students may see and change. Once anyone has
 * answered, its kind and choices stay (a multiple-choice answer is kept as its choice's text, and
 * the class's counts are read from those texts).
 */
export const questionKind: ClassworkKind<'assignments', QuestionWrite, Assignment> = {
  ...assignmentKind,
  notFound: QUESTION_ERRORS.notFound,
  richText: { ...assignmentKind.richText, optional: true },
  newColumns: (input, description) => ({ ...assignmentKind.newColumns(input, description), work_type: 'question' }),
  checkEdit: async (trx, existing, input) => {
    if (existing.work_type !== 'question') throw conflict(QUESTION_ERRORS.notAQuestion);
    await assignmentKind.checkEdit?.(trx, existing, input);
    const before = await findSettings(trx, existing.id);
    if (before && !sameChoices(before, settingsOfRequest(input.question)) && (await anyAnswer(trx, existing.id))) throw conflict(QUESTION_ERRORS.choicesLocked);
  },
  writeOwn: (trx, id, input, isNew) => writeSettings(trx, id, settingsOfRequest(input.question), isNew),
};

/** The core's operations for questions (create, update; reads go through questions.service.ts). */
export const questionCore = classworkService(questionKind);
