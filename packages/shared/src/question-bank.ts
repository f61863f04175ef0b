/**
 * The question bank (issue 36): quiz items a teacher keeps to reuse, in their own bank or in a
 * class's (shared by its teachers). An item in a bank is a copy: adding it to a quiz copies it
 * again, so editing one never changes the other. Students never see a bank.
 */
import { z } from 'zod';
import { idSchema, pageLimitSchema } from './common';
import { quizItemSchema } from './quiz-items';

import { BANK_LIMITS, normalizeTag } from './question-bank-limits';

export { BANK_LIMITS, BANK_MSG, normalizeTag } from './question-bank-limits';

const tagSchema = z
  .string({ error: 'tags must be text' })
  .min(1, 'a tag must not be empty')
  .max(BANK_LIMITS.tagLength, `a tag must be at most ${BANK_LIMITS.tagLength} characters`)
  .transform(normalizeTag)
  .pipe(z.string().min(1, 'a tag must not be empty'));

const tagsSchema = z
  .array(tagSchema)
  .max(BANK_LIMITS.tags, `tags must have at most ${BANK_LIMITS.tags} entries`)
  .transform((tags) => [...new Set(tags)])
  .default([]);

/** The bank an item is in: the caller's own (no classId) or a class's. */
const classIdField = idSchema.nullable().default(null).meta({ description: "The class whose bank it is; null or absent: the caller's own bank." });

/** One item to save, with its tags. The item's own `points` are its points. */
export const bankItemInputSchema = z.object({ item: quizItemSchema, tags: tagsSchema });
export type BankItemInput = z.input<typeof bankItemInputSchema>;

/** POST /api/question-bank/items: one or more items into one bank. */
export const bankSaveRequestSchema = z.object({
  classId: classIdField,
  items: z.array(bankItemInputSchema).min(1, 'items needs at least one item').max(BANK_LIMITS.batch, `items must have at most ${BANK_LIMITS.batch} entries`),
});
export type BankSaveRequest = z.input<typeof bankSaveRequestSchema>;

/** PUT /api/question-bank/items/:id: the item and its tags, replaced. */
export const bankUpdateRequestSchema = bankItemInputSchema;

/** A bank item as its teachers see it (with its key: it is the teacher's item). */
export const bankItemSchema = z.object({
  _id: z.string(),
  /** null: the owner's own bank. */
  classId: z.string().nullable(),
  item: quizItemSchema,
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankItem = z.infer<typeof bankItemSchema>;

export const bankSaveResponseSchema = z.object({ message: z.string(), items: z.array(bankItemSchema) });

/** GET /api/question-bank/items: a bank, newest first, searched by the prompt's words and a tag. */
export const bankListQuerySchema = z.object({
  classId: idSchema.optional().meta({ description: "The class whose bank to read; absent: the caller's own." }),
  q: z.string().max(BANK_LIMITS.query, `q must be at most ${BANK_LIMITS.query} characters`).optional().meta({ description: "Words the item's prompt must all contain (any case)." }),
  tag: z.string().max(BANK_LIMITS.tagLength, `tag must be at most ${BANK_LIMITS.tagLength} characters`).optional(),
  limit: pageLimitSchema(BANK_LIMITS.page).optional(),
  cursor: z.string().max(200).optional(),
});
export type BankListQuery = z.input<typeof bankListQuerySchema>;

export const bankPageSchema = z.object({
  items: z.array(bankItemSchema),
  /** How many items match, over every page. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type BankPage = z.infer<typeof bankPageSchema>;

/** GET /api/question-bank/tags: a bank's tags with how many items carry each, by name. */
export const bankTagsQuerySchema = z.object({ classId: idSchema.optional() });
export const bankTagListSchema = z.array(z.object({ tag: z.string(), count: z.number().int() }));
export type BankTagList = z.infer<typeof bankTagListSchema>;

/**
 * POST /api/question-bank/copies: bank items as new quiz items, to add to a quiz. `takenIds`: the
 * item ids the quiz has already, so each copy gets an id of its own.
 */
export const bankCopyRequestSchema = z.object({
  ids: z.array(idSchema).min(1, 'ids needs at least one id').max(BANK_LIMITS.batch, `ids must have at most ${BANK_LIMITS.batch} entries`),
  takenIds: z.array(z.string().max(64)).max(1000).default([]),
});
export const bankCopyResponseSchema = z.object({ items: z.array(quizItemSchema) });
