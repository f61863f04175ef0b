import type { Role } from '@lyceum/shared/roles';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

const variants = { admin: 'default', teacher: 'secondary', student: 'outline' } as const;

export function RoleBadge({ role }: { role: Role }) {
  const t = useT();
  return <Badge variant={variants[role]}>{t(m.roleName, { role })}</Badge>;
}
