import { useEffect, useRef, useState, type Ref } from 'react';
import { SearchIcon } from 'lucide-react';
import type { Role } from '@lyceum/shared/roles';
import type { UserStatus } from '@lyceum/shared/users';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { UserFilters } from '@/features/users/lib/user-filters';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

/** How long typing pauses before the list is asked for again. */
export const SEARCH_DEBOUNCE_MS = 300;

const SELECT =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/80 dark:bg-input/30';

const ROLE_ORDER: Role[] = ['student', 'teacher', 'admin'];
const STATUS_ORDER: UserStatus[] = ['active', 'invited', 'deactivated'];

/**
 * The Users screen's search box (name or email, sent once typing pauses) and role and status
 * filters, each with its own label: on a phone the search above the two filters side by side, in
 * one row from `sm`.
 */
export function UsersFilterBar({
  filters,
  onChange,
  searchRef,
}: {
  filters: UserFilters;
  onChange: (next: UserFilters) => void;
  searchRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const [text, setText] = useState(filters.q);
  // The q this box last sent: a different q in the URL (Back, Clear filters) replaces the text.
  const sent = useRef(filters.q);
  useEffect(() => {
    if (filters.q === sent.current) return;
    sent.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      latest.current.onChange({ ...latest.current.filters, q: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div role="search" aria-label={t(m.filterUsers)} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem]">
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor="users-search">{t(m.search)}</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 start-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            ref={searchRef}
            id="users-search"
            type="search"
            placeholder={t(m.searchPlaceholder)}
            autoComplete="off"
            maxLength={254}
            className="ps-8"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="users-role">{t(m.role)}</Label>
        <select id="users-role" className={SELECT} value={filters.role} onChange={(event) => onChange({ ...filters, role: event.target.value as Role | '' })}>
          <option value="">{t(m.allRoles)}</option>
          {ROLE_ORDER.map((role) => (
            <option key={role} value={role}>
              {t(m.roleName, { role })}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="users-status">{t(m.status)}</Label>
        <select
          id="users-status"
          className={SELECT}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as UserStatus | '' })}
        >
          <option value="">{t(m.allStatuses)}</option>
          {STATUS_ORDER.map((status) => (
            <option key={status} value={status}>
              {t(m.statusName, { status })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
