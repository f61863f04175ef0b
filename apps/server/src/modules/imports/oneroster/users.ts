import { z } from 'zod';
import { LIMITS } from '@lyceum/shared/limits';
import { ONEROSTER_PROBLEM } from '../roster-problems';
import type { RosterProblem, RosterUser } from '../roster-model';
import type { CsvTable } from './csv-table';
import { chooseRole, type RoleRow } from './roles';
import { inTurns, problem, rowContext, rowIdentity } from './rows';

export const USERS_COLUMNS = ['sourcedId', 'givenName', 'familyName'] as const;

const emailSchema = z.email();

export interface UsersRead {
  users: RosterUser[];
  /** Every sourcedId users.csv lists, imported or not: enrollments tell "skipped" from "unknown". */
  listed: Set<string>;
  imported: Set<string>;
  /** Users marked `tobedeleted`: imported deactivated, and no enrollment adds them to a class. */
  deleted: Set<string>;
}

/** `enabledUser` false keeps the account but turns it off, as `tobedeleted` does. */
function enabled(value: string): boolean | undefined {
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'true') return true;
  if (lower === 'false') return false;
  return undefined;
}

/**
 * users.csv with each user's role: from roles.csv in 1.2, or from users.csv's own `role` column
 * in a 1.1 bundle (or a 1.2 one sent without roles.csv). Name is givenName + familyName.
 */
export async function readUsers(table: CsvTable, roles: Map<string, RoleRow[]>, problems: RosterProblem[]): Promise<UsersRead> {
  const context = rowContext('users.csv', problems);
  const emails = new Map<string, number>();
  const read: UsersRead = { users: [], listed: new Set(table.skippedIds), imported: new Set(), deleted: new Set() };
  for await (const row of inTurns(table.rows)) {
    const identity = rowIdentity(context, row);
    if (!identity) continue;
    read.listed.add(identity.sourcedId);
    const enabledUser = enabled(row.get('enabledUser'));
    if (enabledUser === undefined) {
      problem(context, row.line, ONEROSTER_PROBLEM.badEnabledUser(row.get('enabledUser')));
      continue;
    }
    const name = [row.get('givenName'), row.get('familyName')].filter(Boolean).join(' ');
    if (!name) {
      problem(context, row.line, ONEROSTER_PROBLEM.missingName);
      continue;
    }
    if ([...name].length > LIMITS.userName) {
      problem(context, row.line, ONEROSTER_PROBLEM.nameTooLong(LIMITS.userName));
      continue;
    }
    const email = row.get('email').toLowerCase();
    if (!email) {
      problem(context, row.line, ONEROSTER_PROBLEM.missingEmail);
      continue;
    }
    if (email.length > LIMITS.email || !emailSchema.safeParse(email).success) {
      problem(context, row.line, ONEROSTER_PROBLEM.badEmail(row.get('email')));
      continue;
    }
    const identifier = row.get('identifier');
    if ([...identifier].length > LIMITS.rosterIdentifier) {
      problem(context, row.line, ONEROSTER_PROBLEM.identifierTooLong(LIMITS.rosterIdentifier));
      continue;
    }
    const emailLine = emails.get(email);
    if (emailLine !== undefined) {
      problem(context, row.line, ONEROSTER_PROBLEM.duplicateEmail(email, emailLine));
      continue;
    }
    emails.set(email, row.line);

    const active = identity.status === 'active' && enabledUser;
    const legacyRole = row.get('role');
    const userRoles = roles.get(identity.sourcedId) ?? (legacyRole ? [{ role: legacyRole, primary: true, active: true, file: 'users.csv', line: row.line }] : []);
    const choice = chooseRole(userRoles, identity.status === 'active');
    if ('none' in choice) {
      problem(context, row.line, ONEROSTER_PROBLEM.noRole);
      continue;
    }
    if ('notImported' in choice) {
      const names = [...new Set(userRoles.map((r) => r.role))];
      problems.push({ file: choice.notImported.file, line: choice.notImported.line, message: ONEROSTER_PROBLEM.noImportableRole(names) });
      continue;
    }
    read.imported.add(identity.sourcedId);
    if (identity.status === 'tobedeleted') read.deleted.add(identity.sourcedId);
    read.users.push({ sourcedId: identity.sourcedId, name, email, role: choice.role, active, identifier: identifier || null, file: 'users.csv', line: row.line });
  }
  for (const [user, rows] of roles) {
    if (read.listed.has(user)) continue;
    for (const row of rows) problems.push({ file: 'roles.csv', line: row.line, message: ONEROSTER_PROBLEM.roleUnknownUser(user) });
  }
  return read;
}
