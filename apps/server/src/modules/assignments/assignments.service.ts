import type { Kysely } from 'kysely';
import type { Assignment } from '@lyceum/shared/assignments';
import type { Database } from '../../db/schema';
import { badRequest, conflict, localized } from '../../lib/http-errors';
import { VALIDATION_ERRORS } from '../../lib/validation-errors.messages';
import type { ClassworkColumn, ClassworkInput, ClassworkKind } from '../classwork/classwork-kind';
import { presentShared } from '../classwork/classwork.presenter';
import { classworkService } from '../classwork/classwork.service';
import * as repo from './assignments.repository';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { WORK_ERRORS } from '../submissions/work-errors.messages';
import { QUIZ_ERRORS } from '../quizzes/quiz-errors.messages';

export interface AssignmentInput extends ClassworkInput {
  description: string;
  /** ISO date-time with a zone (validated by the shared schema). */
  dueDate: string;
  /** Absent: ungraded on create, unchanged on edit. */
  maxPoints?: number | null;
}

/**
 * Its columns, by name: on SQLite the row also keeps its list item as JSON text (migration 0006),
 * which no object path reads.
 */
const ASSIGNMENT_COLUMNS = [
  'assignments.id',
  'assignments.topic_id',
  'assignments.class_id',
  'assignments.title',
  'assignments.description',
  'assignments.due_date',
  'assignments.attachments',
  'assignments.max_points',
  'assignments.work_type',
  'assignments.created_by',
  'assignments.created_at',
  'assignments.updated_at',
] as const satisfies readonly ClassworkColumn<'assignments'>[];

/** The due date in UTC, as every timestamp is stored and sent. */
function toUtc(dueDate: string): string {
  const date = new Date(dueDate);
  if (Number.isNaN(date.getTime())) throw badRequest(localized(VALIDATION_ERRORS.dateTime, { field: 'dueDate' }));
  return date.toISOString();
}

/** A new maximum must leave every grade given within it; an assignment with grades cannot become ungraded. */
async function requireGradesFit(trx: Kysely<Database>, id: string, maxPoints: number | null): Promise<void> {
  const highest = await repo.highestGrade(trx, id);
  if (highest === null) return;
  if (maxPoints === null) throw conflict(WORK_ERRORS.gradedCannotBeUngraded);
  if (highest > maxPoints) throw conflict(localized(WORK_ERRORS.gradesAboveMax, { max: String(maxPoints) }));
}

/** An assignment is classwork with a rich-text `description`, a due date and, when graded, a maximum of points; students turn work in on it. */
export const assignmentKind: ClassworkKind<'assignments', AssignmentInput, Assignment> = {
  name: 'assignment',
  table: 'assignments',
  columns: ASSIGNMENT_COLUMNS,
  notFound: API_ERRORS.assignmentNotFound,
  richText: { field: 'description', of: (input) => input.description },
  newColumns: (input, description) => ({ description, due_date: toUtc(input.dueDate), max_points: input.maxPoints ?? null }),
  editColumns: (input, description) => ({
    description,
    due_date: toUtc(input.dueDate),
    ...(input.maxPoints !== undefined && { max_points: input.maxPoints }),
  }),
  // A changed maximum is checked against the grades given, with the row locked so no grade lands between.
  checkEdit: async (trx, existing, input) => {
    if (input.maxPoints === undefined || input.maxPoints === existing.max_points) return;
    // A quiz's points are its items' (quizzes/quiz-kind.ts).
    if (existing.work_type === 'quiz') throw conflict(QUIZ_ERRORS.quizPoints);
    await repo.lockForEdit(trx, existing.id);
    await requireGradesFit(trx, existing.id, input.maxPoints);
  },
  present: (row, reader) =>
    Object.assign(presentShared(row, reader), {
      description: row.description,
      dueDate: row.due_date,
      maxPoints: row.max_points === null ? null : Number(row.max_points),
      workType: row.work_type,
    }),
};

/** Assignments' operations: the classwork core's (classwork.service.ts), for this kind. */
export const assignments = classworkService(assignmentKind);
