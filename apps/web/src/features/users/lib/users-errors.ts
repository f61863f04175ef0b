import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

/** The users screen's text for a failed load (spec section 8). */
export function usersLoadErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t(m.forbidden);
    if (error.status === 401) return t(m.authRequired);
    if (error.serverMessage) return error.serverMessage;
  }
  return t(m.loadFailed);
}
