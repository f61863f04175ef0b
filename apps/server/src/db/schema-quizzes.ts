import type { ColumnType } from 'kysely';
import type { QuizLayout } from '@lyceum/shared/quizzes';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Table types of quizzes (migration 0029; modules/quizzes), part of `Database` in schema.ts. */
export interface QuizzesTable {
  assignment_id: string;
  attempts_allowed: number;
  scoring: 'highest' | 'latest' | 'average';
  time_limit_seconds: Optional<number>;
  opens_at: Optional<string>;
  closes_at: Optional<string>;
  /** 0/1 on both engines. */
  shuffle_items: number;
  /** 'all' items on one page or 'one' per screen (migration 0033). */
  layout: ColumnType<QuizLayout, QuizLayout | undefined, QuizLayout>;
  grading: 'draft' | 'returned';
  release: 'immediately' | 'after_due' | 'manual';
  released_at: Optional<string>;
}

export interface QuizItemsTable {
  assignment_id: string;
  item_id: string;
  position: number;
  points: number;
  /** The teacher's item (quizItemSchema's output) as JSON, with its key. */
  item: string;
}

export interface QuizAttemptsTable {
  id: string;
  assignment_id: string;
  student_id: string;
  number: number;
  seed: string;
  started_at: string;
  deadline_at: Optional<string>;
  submitted_at: Optional<string>;
  score: Optional<number>;
}

export interface QuizAnswersTable {
  attempt_id: string;
  item_id: string;
  /** The response (itemResponseSchema) as JSON, as the student gave it; null: none (a row made by the teacher's points). */
  response: Optional<string>;
  points: Optional<number>;
  override_points: Optional<number>;
  saved_at: string;
}

/** The question bank (migration 0030; modules/question-bank): in one bank, a teacher's or a class's. */
export interface BankItemsTable {
  id: string;
  owner_id: Optional<string>;
  class_id: Optional<string>;
  /** The teacher's item (quizItemSchema's output) as JSON, with its key and points. */
  item: string;
  /** ' word word ' from the prompt, lower-cased: what a search's words are matched in. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface BankItemTagsTable {
  item_id: string;
  tag: string;
}
