import { MSG } from '@lyceum/shared/messages';
import { ApiError } from '@/lib/api-client';

/** The users screen's text for a failed load (spec section 8). */
export function usersLoadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return MSG.usersForbidden;
    if (error.status === 401) return MSG.usersAuthRequired;
    if (error.serverMessage) return error.serverMessage;
  }
  return MSG.usersLoadFailed;
}
