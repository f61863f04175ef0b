/**
 * Importing questions (issue 36): a QTI content package's preview is a zip upload; committing the
 * previewed items into a quiz is all or nothing. The text formats' preview is in quizzes.ts.
 */
import { z } from 'zod';
import { quizRequestSchema, teacherQuizSchema } from './quizzes';

/** A QTI content package upload: as large as a OneRoster bundle may be (1,000 items are a few MB). */
export const QTI_PACKAGE_MAX_BYTES = 50 * 1024 * 1024;

/** POST /api/quizzes/:id/import: the previewed items to add after the quiz's own, all or none. */
export const quizItemsImportSchema = z.object({ items: quizRequestSchema.shape.items });
export type QuizItemsImport = z.input<typeof quizItemsImportSchema>;

/** The quiz with the imported items after its own. */
export const quizItemsImportedSchema = teacherQuizSchema;
