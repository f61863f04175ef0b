import { MSG } from '@lyceum/shared/messages';
import { ApiError, statusOf } from '@/lib/api-client';

/** Spec section 8, class list. */
export function classListErrorText(error: unknown): string {
  switch (statusOf(error)) {
    case 401:
      return MSG.authFailed;
    case 403:
      return MSG.classesForbidden;
    default:
      return MSG.classesLoadFailed;
  }
}

/** Spec section 8, class detail load. */
export function classDetailErrorText(error: unknown): string {
  switch (statusOf(error)) {
    case 401:
      return MSG.authFailed;
    case 403:
      return MSG.classForbidden;
    case 404:
      return MSG.classNotFound;
    default:
      return MSG.classLoadFailed;
  }
}

/** Spec section 8, class edit load (the spec names no 401 text here; it falls under "other"). */
export function classEditErrorText(error: unknown): string {
  switch (statusOf(error)) {
    case 403:
      return MSG.classEditForbidden;
    case 404:
      return MSG.classNotFound;
    default:
      return MSG.classLoadFailed;
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
export function createClassErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.classCreateFailed;
  if (error.serverMessage) return error.serverMessage;
  const body = error.body;
  if (typeof body === 'object' && body !== null) {
    const list = (body as Record<string, unknown>).errors;
    if (Array.isArray(list)) {
      const texts = list.map(entryText).filter((text): text is string => text !== undefined);
      if (texts.length > 0) return texts.join(', ');
    }
  }
  return MSG.classCreateFailed;
}
