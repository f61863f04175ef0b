import { ONEROSTER_PROBLEM } from '../roster-problems';
import type { Role } from '@lyceum/shared/roles';
import type { RosterProblem } from '../roster-model';
import type { CsvTable } from './csv-table';
import { importedRole, strongestRole } from './role-mapping';
import { inTurns, problem, rowContext, rowIdentity } from './rows';

/** One role of a user as roles.csv (1.2) or users.csv's `role` column (1.1) gives it. */
export interface RoleRow {
  role: string;
  primary: boolean;
  active: boolean;
  file: string;
  line: number;
}

export const ROLES_COLUMNS = ['sourcedId', 'userSourcedId', 'roleType', 'role'] as const;

/** roles.csv grouped by user; the org of each role is not kept (Lyceum is one school). */
export async function readRoles(table: CsvTable, problems: RosterProblem[]): Promise<Map<string, RoleRow[]>> {
  const context = rowContext('roles.csv', problems);
  const byUser = new Map<string, RoleRow[]>();
  for await (const row of inTurns(table.rows)) {
    const identity = rowIdentity(context, row);
    if (!identity) continue;
    const roleType = row.get('roleType').toLowerCase();
    if (roleType !== 'primary' && roleType !== 'secondary') {
      problem(context, row.line, ONEROSTER_PROBLEM.badRoleType(row.get('roleType')));
      continue;
    }
    const user = row.get('userSourcedId');
    const entry = { role: row.get('role'), primary: roleType === 'primary', active: identity.status === 'active', file: 'roles.csv', line: row.line };
    byUser.set(user, [...(byUser.get(user) ?? []), entry]);
  }
  return byUser;
}

export type RoleChoice = { role: Role } | { notImported: RoleRow } | { none: true };

/**
 * The Lyceum role of a user: the strongest imported role among their primary roles, else among
 * the secondary ones. A user being deactivated may have only ended (tobedeleted) roles left;
 * those still say which kind of account it is.
 */
export function chooseRole(rows: readonly RoleRow[], userActive: boolean): RoleChoice {
  const live = rows.filter((row) => row.active || !userActive);
  for (const primary of [true, false]) {
    const role = strongestRole(live.filter((row) => row.primary === primary).flatMap((row) => importedRole(row.role) ?? []));
    if (role) return { role };
  }
  const first = live[0];
  return first ? { notImported: first } : { none: true };
}
