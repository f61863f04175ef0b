import type { Locale } from '@lyceum/shared/i18n';
import { formatMessage, type MessageDescriptor, type MessageValues, type WordsIn } from './i18n';

/** A catalogue message with its values: what an error says, in whichever language its reader reads. */
export interface LocalizedText {
  message: MessageDescriptor;
  values?: MessageValues;
}

/**
 * What an error says: a catalogue message (answered in the caller's language, plugins/errors.ts),
 * or a plain string for the few texts not yet in the catalogue (answered as is, in English).
 */
export type ErrorText = string | MessageDescriptor | LocalizedText;

/** A catalogue message with values: `badRequest(localized(workErrors.gradeAboveMax, { max: '10' }))`. */
export const localized = (message: MessageDescriptor, values?: MessageValues): LocalizedText => ({ message, values });

const isLocalizedText = (text: MessageDescriptor | LocalizedText): text is LocalizedText => 'message' in text && typeof text.message === 'object';

/**
 * An error that becomes `{ message }` with its status; anything else is a 500 (and a bug).
 * `message` is the English text, byte for byte what the API has always answered (and what logs
 * show); `messageIn` is the same message in another language.
 */
export class HttpError extends Error {
  readonly text: LocalizedText | null;

  constructor(
    readonly statusCode: number,
    text: ErrorText,
    readonly headers: Record<string, string> = {},
  ) {
    const localizedText = typeof text === 'string' ? null : isLocalizedText(text) ? text : { message: text };
    super(localizedText ? formatMessage('en', localizedText.message, localizedText.values) : (text as string));
    this.text = localizedText;
  }

  /** The message in a reader's language; English (and a text outside the catalogue) is `message` itself. */
  messageIn(locale: Locale): string {
    return this.text && locale !== 'en' ? formatMessage(locale, this.text.message, this.text.values) : this.message;
  }
}

/** A text in a reader's language: the catalogue's words, English being the long-standing ones. */
export const textIn = (locale: Locale, text: LocalizedText): string => formatMessage(locale, text.message, text.values);

/**
 * An error whose reason is read by people inside another message (the IdP's metadata "…: it lists
 * no signing certificate"): `message` is its English, for logs and English callers.
 */
export class WordedError extends Error {
  constructor(readonly text: LocalizedText) {
    super(formatMessage('en', text.message, text.values));
  }
}

/** An error's reason as a message value: a WordedError's in the reader's language, any other's own (English) text. */
export const reasonOf = (error: unknown): WordsIn | string =>
  error instanceof WordedError ? (locale) => textIn(locale, error.text) : error instanceof Error ? error.message : String(error);

export const badRequest = (message: ErrorText) => new HttpError(400, message);
export const unauthorized = (message: ErrorText) => new HttpError(401, message);
export const forbidden = (message: ErrorText) => new HttpError(403, message);
export const notFound = (message: ErrorText) => new HttpError(404, message);
export const conflict = (message: ErrorText) => new HttpError(409, message);

/** 429 with Retry-After in whole seconds, at least one. */
export const tooManyRequests = (message: ErrorText, retryAfterMs: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
