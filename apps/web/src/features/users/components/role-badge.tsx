import { ROLE_LABELS, type Role } from '@lyceum/shared/roles';
import { Badge } from '@/components/ui/badge';

const variants = { admin: 'default', teacher: 'secondary', student: 'outline' } as const;

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={variants[role]}>{ROLE_LABELS[role]}</Badge>;
}
