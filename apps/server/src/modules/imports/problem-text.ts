import type { Locale } from '@lyceum/shared/i18n';
import type { ImportProblem, ImportRecord, ImportSummary } from '@lyceum/shared/imports';
import { formatMessage, type MessageDescriptor } from '../../lib/i18n';
import { IMPORT_ERRORS } from './import-errors.messages';
import { CSV_REASONS } from './csv-reasons.messages';
import { IMPORT_PROBLEMS } from './import-problems.messages';
import { ONEROSTER_PROBLEMS } from './oneroster/oneroster-problems.messages';

/**
 * A catalogue message as an import keeps it: its id and its values (plain JSON, numbers already
 * written), a value being another such message when it is words itself (the CSV reader's reason
 * inside "The CSV cannot be read: …"), so whoever reads the preview or the result reads it all in
 * their language.
 */
export interface StoredMessage {
  id: string;
  values?: Record<string, string | number | StoredMessage>;
}

/**
 * A problem, warning or failure note as an import keeps it. An import stored before these were
 * kept as messages holds English text: a string, read back as it is.
 */
export type StoredText = string | StoredMessage;

/** A problem's words to keep: `stored(IMPORT_PROBLEMS.badEmail, { email })`. */
export const stored = (message: MessageDescriptor, values?: StoredMessage['values']): StoredMessage => ({ id: message.id as string, ...(values ? { values } : {}) });

/** Every message an import may keep, by id. */
const KEPT: ReadonlyMap<string, MessageDescriptor> = new Map(
  [...Object.values(IMPORT_PROBLEMS), ...Object.values(ONEROSTER_PROBLEMS), ...Object.values(CSV_REASONS), IMPORT_ERRORS.hasProblems].map((message) => [message.id as string, message]),
);

/**
 * A kept text in a reader's language; English text kept by an older import as it is. A message
 * this build no longer has (kept by a newer one, then rolled back) reads as its id: never a 500.
 */
export function textIn(locale: Locale, text: StoredText): string {
  if (typeof text === 'string') return text;
  const message = KEPT.get(text.id);
  if (!message) return text.id;
  const values = text.values && Object.fromEntries(Object.entries(text.values).map(([key, value]) => [key, typeof value === 'object' ? textIn(locale, value) : value]));
  return formatMessage(locale, message, values);
}

/** A problem or warning as kept: its file and line, and its words. */
export interface KeptProblem {
  file?: string;
  line: number;
  message: StoredText;
}

/** An import's summary as kept (the imports table's JSON): its problems, warnings and failure as kept texts. */
export type StoredSummary = Omit<ImportSummary, 'problems' | 'warnings' | 'failure'> & { problems: KeptProblem[]; warnings?: KeptProblem[]; failure?: StoredText };

/** An import as kept, before its texts are written for a reader. */
export type StoredRecord = Omit<ImportRecord, 'summary'> & { summary: StoredSummary };

const problemsIn = (locale: Locale, problems: readonly KeptProblem[]): ImportProblem[] => problems.map((problem) => ({ ...problem, message: textIn(locale, problem.message) }));

/** The summary in a reader's language: what the preview and the result show. */
export function summaryIn(locale: Locale, summary: StoredSummary): ImportSummary {
  const { problems, warnings, failure, ...counts } = summary;
  return {
    ...counts,
    problems: problemsIn(locale, problems),
    ...(warnings ? { warnings: problemsIn(locale, warnings) } : {}),
    ...(failure !== undefined ? { failure: textIn(locale, failure) } : {}),
  };
}

export const recordIn = (locale: Locale, record: StoredRecord): ImportRecord => ({ ...record, summary: summaryIn(locale, record.summary) });
