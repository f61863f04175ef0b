import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import type { UserStatus } from '@lyceum/shared/users';
import { Badge } from '@/components/ui/badge';

const looks = {
  active: { variant: 'success', label: TEXT.statusActive },
  invited: { variant: 'warning', label: TEXT.statusInvited },
  deactivated: { variant: 'outline', label: TEXT.statusDeactivated },
} as const;

/** An account's status; an active account reads "Active", as the spec's Users screen always showed. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { variant, label } = looks[status];
  return <Badge variant={variant}>{label}</Badge>;
}
