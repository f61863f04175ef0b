import type { UserStatus } from '@lyceum/shared/users';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

const variants = { active: 'success', invited: 'warning', deactivated: 'outline' } as const;

/** An account's status; an active account reads "Active", as the spec's Users screen always showed. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return <Badge variant={variants[status]}>{t(m.statusName, { status })}</Badge>;
}
