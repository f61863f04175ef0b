import { useQuery } from '@tanstack/react-query';
import { toastOnAuthFailure } from '@/features/classes/lib/load-error-toast';
import { useSession } from '@/lib/session/session-context';
import { classesKeys, fetchClass, fetchClassTopics, fetchRoleUsers, type MemberRole } from '@/features/classes/api/classes-api';
import { useT } from '@/lib/i18n/i18n-context';
import { classesMessages as m } from '@/features/classes/classes-messages';

/** Spec section 4: fetch only when a token, a user and the route id exist. */
function useCanFetch(id: string | undefined): boolean {
  const { token, user } = useSession();
  return Boolean(token && user && id);
}

/** One toast id for a class's load failures, whichever screen shows them. */
export const CLASS_LOAD_TOAST_ID = 'class-load-error';

export function useClassQuery(id: string | undefined) {
  const enabled = useCanFetch(id);
  const t = useT();
  return useQuery({ queryKey: classesKeys.detail(id ?? ''), queryFn: toastOnAuthFailure(() => fetchClass(id ?? ''), CLASS_LOAD_TOAST_ID, t(m.authFailed)), enabled });
}

export function useClassTopicsQuery(id: string | undefined) {
  const enabled = useCanFetch(id);
  return useQuery({ queryKey: classesKeys.topics(id ?? ''), queryFn: () => fetchClassTopics(id ?? ''), enabled });
}

/** Candidates for a member picker; only admins may ask (the server refuses everyone else). */
export function useRoleUsersQuery(role: MemberRole, enabled: boolean) {
  return useQuery({ queryKey: classesKeys.roleUsers(role), queryFn: () => fetchRoleUsers(role), enabled });
}
