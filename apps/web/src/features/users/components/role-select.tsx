import { ROLES, type Role } from '@lyceum/shared/roles';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

// Listed from least to most privileged, so the default (student) comes first.
const ORDER: Role[] = [...ROLES].reverse();

export function RoleSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <Select value={value} onValueChange={(next) => onChange(next as Role)} disabled={disabled}>
      <SelectTrigger id={id}>
        <SelectValue>{t(m.roleName, { role: value })}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {ORDER.map((role) => (
          <SelectItem key={role} value={role}>
            {t(m.roleName, { role })}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
