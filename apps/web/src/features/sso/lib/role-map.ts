import type { Role } from '@lyceum/shared/roles';
import type { RoleMapping } from '@lyceum/shared/sso';

/** The role mapping as the form's text: one `value = role` a line. */
export const roleMapText = (roleMap: readonly RoleMapping[] | undefined): string => roleMap?.map((m) => `${m.value} = ${m.role}`).join('\n') ?? '';

/** The form's text as mappings; lines that are not `value = role` are left out (the server checks the roles). */
export function parseRoleMap(text: string): RoleMapping[] {
  return text
    .split('\n')
    .map((line) => line.split('='))
    .filter((parts) => parts.length === 2 && parts[0]!.trim() !== '')
    .map(([value, role]) => ({ value: value!.trim(), role: role!.trim().toLowerCase() as Role }));
}

export const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

export const domainList = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);
