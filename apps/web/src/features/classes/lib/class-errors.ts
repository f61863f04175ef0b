import { ApiError, statusOf } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/i18n-context';
import { classesMessages as m } from '@/features/classes/classes-messages';
import { classFormMessages as f } from '@/features/classes/class-form-messages';

/** Spec section 8, class list. */
export function classListErrorText(error: unknown, t: Translate): string {
  switch (statusOf(error)) {
    case 401:
      return t(m.authFailed);
    case 403:
      return t(m.listForbidden);
    default:
      return t(m.listFailed);
  }
}

/** Spec section 8, class detail load. */
export function classDetailErrorText(error: unknown, t: Translate): string {
  switch (statusOf(error)) {
    case 401:
      return t(m.authFailed);
    case 403:
      return t(m.classForbidden);
    case 404:
      return t(m.classNotFound);
    default:
      return t(m.classFailed);
  }
}

/** Spec section 8, class edit load (the spec names no 401 text here; it falls under "other"). */
export function classEditErrorText(error: unknown, t: Translate): string {
  switch (statusOf(error)) {
    case 403:
      return t(m.editForbidden);
    case 404:
      return t(m.classNotFound);
    default:
      return t(m.classFailed);
  }
}

/** One entry of an `errors` list: a bare string, or an object carrying `message` or `msg`. */
function entryText(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry || undefined;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  const text = record.message ?? record.msg;
  return typeof text === 'string' && text ? text : undefined;
}

/**
 * Spec section 8, create class: the server's message, else its `error`, else the joined
 * messages of an `errors` list, else the generic text. (`serverMessage` already prefers
 * `message` over `error`.)
 */
export function createClassErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t(f.createFailed);
  if (error.serverMessage) return error.serverMessage;
  const body = error.body;
  if (typeof body === 'object' && body !== null) {
    const list = (body as Record<string, unknown>).errors;
    if (Array.isArray(list)) {
      const texts = list.map(entryText).filter((text): text is string => text !== undefined);
      if (texts.length > 0) return texts.join(', ');
    }
  }
  return t(f.createFailed);
}
