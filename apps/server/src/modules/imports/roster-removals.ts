import type { Kysely } from 'kysely';
import { REMOVAL_NAMES_SHOWN, type ImportRemovals, type ImportSummary } from '@lyceum/shared/imports';
import type { Database } from '../../db/schema';
import type { PreviewRows } from './preview-rows';
import type { KeptProblem } from './problem-text';
import { IMPORT_PROBLEM } from './roster-problems';
import type { RosterPlan } from './roster-model';
import type { RosterOp } from './roster-resolve';
import * as repo from './roster.repository';

/** One membership as a key: ids never hold a space. */
export const memberKey = (classId: string, userId: string) => `${classId} ${userId}`;

/** What the plan itself resolved to: the records a bulk file listed, and the memberships it keeps or ends. */
export interface Listed {
  actorId: string;
  users: ReadonlySet<string>;
  classes: ReadonlySet<string>;
  kept: ReadonlySet<string>;
  ended: ReadonlySet<string>;
}

type Removals = NonNullable<ImportSummary['removals']>;

/** A list of names as a preview shows it: all are counted, the first few (in order) named. */
function named(names: string[]): ImportRemovals {
  return { count: names.length, names: names.sort().slice(0, REMOVAL_NAMES_SHOWN) };
}

/**
 * A bulk file is the whole set of its records, so what it no longer lists is taken out: users are
 * deactivated (never deleted: their work stays), classes archived (with their work and members),
 * memberships ended. Only what came from a roster is in scope, which is what a sourcedId says:
 * users and classes with one, and memberships of such a user in such a class. Accounts and
 * classes made in Lyceum, and people added by hand to a roster's class, are never touched; nor is
 * the admin importing (a warning says so), nor the members of a class already archived or being
 * archived now. A delta or the simple CSV removes nothing it does not name: answers null. Each
 * removal is also a row of `rows` when given.
 */
export async function bulkRemovals(db: Kysely<Database>, modes: NonNullable<RosterPlan['modes']>, listed: Listed, rows?: PreviewRows): Promise<{ ops: RosterOp[]; warnings: KeptProblem[]; summary: Removals } | null> {
  if (modes.users !== 'bulk' && modes.classes !== 'bulk' && modes.enrollments !== 'bulk') return null;
  const ops: RosterOp[] = [];
  const warnings: KeptProblem[] = [];
  const users: string[] = [];
  const classes: string[] = [];
  const enrollments: string[] = [];

  if (modes.users === 'bulk') {
    for (const user of await repo.activeRosterUsers(db)) {
      if (listed.users.has(user.id)) continue;
      if (user.id === listed.actorId) {
        warnings.push({ file: 'users.csv', line: 0, message: IMPORT_PROBLEM.ownAccountAbsent });
        continue;
      }
      ops.push({ op: 'deactivateUser', id: user.id });
      users.push(`${user.name} (${user.email})`);
      rows?.deactivated(user);
    }
  }
  const archiving = new Set<string>();
  if (modes.classes === 'bulk') {
    for (const klass of await repo.activeRosterClasses(db)) {
      if (listed.classes.has(klass.id)) continue;
      archiving.add(klass.id);
      ops.push({ op: 'archiveClass', id: klass.id });
      classes.push(klass.name);
      rows?.klass(null, 'archive', { id: klass.id, name: klass.name });
    }
  }
  if (modes.enrollments === 'bulk') {
    for (const member of await repo.rosterMemberships(db)) {
      const key = memberKey(member.class_id, member.user_id);
      if (listed.kept.has(key) || listed.ended.has(key) || archiving.has(member.class_id)) continue;
      ops.push({ op: 'removeMember', classId: member.class_id, userId: member.user_id });
      enrollments.push(`${member.user_name} (${member.email}) from ${member.class_name}`);
      rows?.know('person', member.user_id, { name: member.user_name, email: member.email });
      rows?.know('class', member.class_id, member.class_name);
      rows?.enrollment(null, 'remove', { userId: member.user_id, classId: member.class_id, ref: member.user_name, classRef: member.class_name });
    }
  }
  return { ops, warnings, summary: { users: named(users), classes: named(classes), enrollments: named(enrollments) } };
}
