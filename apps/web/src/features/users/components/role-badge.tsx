import type { Role } from '@lyceum/shared/roles';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n-context';
import { shellMessages } from '@/app/layouts/shell-messages';

const variants = { admin: 'default', teacher: 'secondary', student: 'outline' } as const;
// The shell's role names (its user menu shows them): the dashboard, which shows this badge, then
// downloads none of the Users screen's texts.
const names = { admin: shellMessages.roleAdmin, teacher: shellMessages.roleTeacher, student: shellMessages.roleStudent } as const;

export function RoleBadge({ role }: { role: Role }) {
  const t = useT();
  return <Badge variant={variants[role]}>{t(names[role])}</Badge>;
}
