import type { Role } from '@lyceum/shared/roles';
import type { UserStatus } from '@lyceum/shared/users';

/** The Users screen's filters, as its URL carries them (?q=&role=&status=) so they survive a reload. */
export interface UserFilters {
  q: string;
  role: Role | '';
  status: UserStatus | '';
}

const ROLE_VALUES: readonly string[] = ['admin', 'teacher', 'student'];
const STATUS_VALUES: readonly string[] = ['active', 'invited', 'deactivated'];

/** The filters a URL's search holds; an unknown role or status is left out rather than sent. */
export function filtersFrom(search: URLSearchParams): UserFilters {
  const role = search.get('role') ?? '';
  const status = search.get('status') ?? '';
  return {
    q: search.get('q') ?? '',
    role: ROLE_VALUES.includes(role) ? (role as Role) : '',
    status: STATUS_VALUES.includes(status) ? (status as UserStatus) : '',
  };
}

/** The filters as search parameters, in one order, the empty ones left out (and q trimmed). */
export function filterParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  return params;
}

export const hasFilters = (filters: UserFilters): boolean => filterParams(filters).size > 0;

/**
 * The filters as the page's URL keeps them: q as typed (the API's request trims it), so the box
 * reads back what is being typed; the empty ones left out.
 */
export function urlParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  return params;
}
