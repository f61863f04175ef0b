import type { Kysely } from 'kysely';
import { memberRoleOf } from '@lyceum/shared/permissions';
import type { Role } from '@lyceum/shared/roles';
import type { Database } from '../../db/schema';
import type { PreviewRows } from './preview-rows';
import type { KeptProblem, StoredSummary, StoredText } from './problem-text';
import { IMPORT_PROBLEM } from './roster-problems';
import type { ClassRef, RosterPlan, RosterSource, UserRef } from './roster-model';
import { bulkRemovals, memberKey } from './roster-removals';
import * as repo from './roster.repository';

/** One change to the database that applying the plan makes. */
export type RosterOp =
  | { op: 'createUser'; id: string; name: string; email: string; role: Role; passwordHash: string | null; sourcedId: string | null; identifier: string | null; active: boolean }
  | { op: 'updateUser'; id: string; name: string; email: string; role: Role; passwordHash: string | null; sourcedId: string | null; identifier: string | null; active: boolean; roleChanged: boolean }
  | { op: 'createClass'; id: string; name: string; description: string; sourcedId: string | null }
  | { op: 'updateClass'; id: string; name: string; description: string | null; sourcedId: string | null; restore: boolean }
  | { op: 'setMember'; classId: string; userId: string; role: 'teacher' | 'student'; replacing: boolean }
  | { op: 'removeMember'; classId: string; userId: string }
  /** A roster user a bulk users file no longer lists: turned off, never deleted. */
  | { op: 'deactivateUser'; id: string }
  /** A roster class a bulk classes file no longer lists: archived with its work and members. */
  | { op: 'archiveClass'; id: string };

export interface Resolution {
  summary: StoredSummary;
  ops: RosterOp[];
}

/** How an enrollment line names its member and class, for a row that cannot name them better. */
const refsOf = ({ userRef, classRef }: { userRef: UserRef; classRef: ClassRef }) => ({
  ref: 'email' in userRef ? userRef.email : userRef.sourcedId,
  classRef: 'name' in classRef ? classRef.name : classRef.sourcedId,
});

const problemAt = (where: RosterSource, message: StoredText): KeptProblem => ({ ...(where.file ? { file: where.file } : {}), line: where.line, message });

/** A user as an enrollment names them; a plan's user is named the same way by its sourcedId, else its email. */
const refKey = (ref: UserRef): string => ('sourcedId' in ref ? `s ${ref.sourcedId}` : `e ${ref.email.toLowerCase()}`);

/** An account as the enrollments see it once the users are resolved: the role it will have. */
interface Account {
  role: Role;
  name: string;
}

/**
 * What applying `plan` to the database as it is now would do: the counts and problems a preview
 * shows, and the operations a commit runs. The same function serves both, inside the commit's
 * transaction for the commit, so a commit applies exactly what the data then holds (an account
 * created since the preview is updated, not duplicated). Source-agnostic: users are matched by
 * sourcedId, then by email (lower-cased: an address differing only in case is the same account);
 * classes by sourcedId, then by exact name. A record made in Lyceum has no sourcedId: its id is
 * taken for one (Lyceum's OneRoster export writes it), so re-importing that export matches it.
 *
 * A member's place in a class is one their account permits (memberRoleOf): a user the roster lists
 * as a student but who teaches a class in it (OneRoster 1.1 bundles do this) is made a teacher,
 * the most privileged of their account's role and their enrollments' roles, so no teacher of a
 * class is left unable to open it; an enrollment the account still cannot hold (a teacher enrolled
 * as a student, an administrator in any class) is skipped with a warning naming its line.
 * A bulk file's absent records are taken out as roster-removals.ts decides. With `rows`, each
 * record's outcome is also noted there, row by row (preview-rows.ts).
 */
export async function resolvePlan(db: Kysely<Database>, plan: RosterPlan, actorId: string, newId: () => string, rows?: PreviewRows): Promise<Resolution> {
  const problems: KeptProblem[] = [...plan.problems];
  const warnings: KeptProblem[] = [...(plan.warnings ?? [])];
  const ops: RosterOp[] = [];
  const summary: StoredSummary = {
    users: { created: 0, updated: 0, unchanged: 0, deactivated: 0 },
    classes: { created: 0, updated: 0, unchanged: 0 },
    enrollments: { added: 0, removed: 0, unchanged: 0 },
    invitations: 0,
    problems,
  };

  // The keys to look up, each once. Enrollments' users too: a delta bundle's enrollment may name a
  // user an earlier import brought in, whom this bundle's users.csv does not list.
  const keys = { emails: new Set<string>(), userIds: new Set<string>(), classNames: new Set<string>(), classIds: new Set<string>() };
  for (const user of plan.users) {
    keys.emails.add(user.email);
    if (user.sourcedId) keys.userIds.add(user.sourcedId);
  }
  for (const klass of plan.classes) {
    keys.classNames.add(klass.name);
    if (klass.sourcedId) keys.classIds.add(klass.sourcedId);
  }
  for (const { userRef, classRef } of plan.enrollments) {
    if ('sourcedId' in userRef) keys.userIds.add(userRef.sourcedId);
    if ('name' in classRef) keys.classNames.add(classRef.name);
    else keys.classIds.add(classRef.sourcedId);
  }
  const existingUsers = await repo.usersByKeys(db, [...keys.emails], [...keys.userIds]);
  if (rows) for (const user of existingUsers.bySourcedId.values()) rows.know('person', user.id, user);
  // Who teaches a class in this plan, by the first line saying so.
  const teaches = new Map<string, number>();
  for (const { userRef, role, remove, line } of plan.enrollments) {
    if (role === 'teacher' && !remove && !teaches.has(refKey(userRef))) teaches.set(refKey(userRef), line);
  }
  const accounts = new Map<string, Account>();
  const resolvedUsers = new Set<string>();
  const userIdByEmail = new Map<string, string>();
  const userIdBySourced = new Map<string, string>();
  // Accounts a row names by sourcedId: a match by id wins over another row's match by email, so
  // an account whose email is moving to a new person is not merged with that person.
  const namedById = new Set<string>();
  for (const user of plan.users) {
    const match = user.sourcedId ? existingUsers.bySourcedId.get(user.sourcedId) : undefined;
    if (match) namedById.add(match.id);
  }
  for (const user of plan.users) {
    const bySourced = user.sourcedId ? existingUsers.bySourcedId.get(user.sourcedId) : undefined;
    const byEmail = existingUsers.byEmail.get(user.email);
    if ((bySourced && byEmail && bySourced.id !== byEmail.id) || (!bySourced && byEmail && namedById.has(byEmail.id))) {
      problems.push(problemAt(user, IMPORT_PROBLEM.emailOfAnother(user.email)));
      rows?.user(user, 'skip', user);
      continue;
    }
    const existing = bySourced ?? byEmail;
    const teachingLine = teaches.get(refKey(user.sourcedId ? { sourcedId: user.sourcedId } : { email: user.email }));
    const role: Role = user.role === 'student' && teachingLine !== undefined ? 'teacher' : user.role;
    if (role !== user.role) warnings.push(problemAt(user, IMPORT_PROBLEM.studentWhoTeaches(user.name, teachingLine ?? 0)));

    const sourcedId = repo.keptSourcedId(user.sourcedId, existing);
    const passwordHash = user.passwordHash ?? null;
    if (!existing) {
      const id = newId();
      ops.push({ op: 'createUser', id, name: user.name, email: user.email, role, passwordHash, sourcedId, identifier: user.identifier ?? null, active: user.active });
      rows?.user(user, user.active ? 'create' : 'deactivate', { id, name: user.name, email: user.email, role, invited: user.active && passwordHash === null });
      accounts.set(id, { role, name: user.name });
      summary.users.created += 1;
      if (!user.active) summary.users.deactivated += 1;
      else if (passwordHash === null) summary.invitations += 1;
      userIdByEmail.set(user.email, id);
      if (sourcedId) userIdBySourced.set(sourcedId, id);
      continue;
    }
    userIdByEmail.set(user.email, existing.id);
    if (sourcedId) userIdBySourced.set(sourcedId, existing.id);
    resolvedUsers.add(existing.id);
    const wasActive = existing.deactivated_at === null;
    const roleChanged = existing.role !== role;
    if (existing.id === actorId && (roleChanged || !user.active)) {
      problems.push(problemAt(user, IMPORT_PROBLEM.ownAccount));
      rows?.user(user, 'skip', { id: existing.id, name: user.name, email: user.email, role });
      continue;
    }
    accounts.set(existing.id, { role, name: user.name });
    const identifier = user.identifier === undefined ? existing.identifier : user.identifier;
    const changed =
      roleChanged || wasActive !== user.active || existing.name !== user.name || existing.email !== user.email || passwordHash !== null || (existing.sourced_id ?? null) !== sourcedId || existing.identifier !== identifier;
    rows?.user(user, !changed ? 'unchanged' : wasActive && !user.active ? 'deactivate' : 'update', { id: existing.id, name: user.name, email: user.email, role });
    if (!changed) {
      summary.users.unchanged += 1;
      continue;
    }
    ops.push({ op: 'updateUser', id: existing.id, name: user.name, email: user.email, role, passwordHash, sourcedId, identifier, active: user.active, roleChanged });
    summary.users.updated += 1;
    if (wasActive && !user.active) summary.users.deactivated += 1;
  }

  const existingClasses = await repo.classesByKeys(db, [...keys.classNames], [...keys.classIds]);
  if (rows) for (const klass of existingClasses.bySourcedId.values()) rows.know('class', klass.id, klass.name);
  const classIdByName = new Map<string, string>([...existingClasses.byName].map(([name, row]) => [name, row.id]));
  const classIdBySourced = new Map<string, string>([...existingClasses.bySourcedId].map(([key, row]) => [key, row.id]));
  const resolvedClasses = new Set<string>();
  for (const klass of plan.classes) {
    const existing = (klass.sourcedId ? existingClasses.bySourcedId.get(klass.sourcedId) : undefined) ?? (klass.sourcedId ? undefined : existingClasses.byName.get(klass.name));
    const sourcedId = repo.keptSourcedId(klass.sourcedId, existing);
    if (!existing) {
      const id = newId();
      ops.push({ op: 'createClass', id, name: klass.name, description: klass.description ?? '', sourcedId });
      rows?.klass(klass, 'create', { id, name: klass.name });
      summary.classes.created += 1;
      classIdByName.set(klass.name, id);
      if (sourcedId) classIdBySourced.set(sourcedId, id);
      continue;
    }
    classIdByName.set(klass.name, existing.id);
    resolvedClasses.add(existing.id);
    // A class the roster lists again is active again: archived when a bulk file left it out.
    const restore = existing.archived_at !== null;
    const changed = restore || existing.name !== klass.name || (klass.description !== undefined && existing.description !== klass.description) || (existing.sourced_id ?? null) !== sourcedId;
    if (changed) ops.push({ op: 'updateClass', id: existing.id, name: klass.name, description: klass.description ?? null, sourcedId, restore });
    summary.classes[changed ? 'updated' : 'unchanged'] += 1;
    rows?.klass(klass, changed ? 'update' : 'unchanged', { id: existing.id, name: klass.name });
  }

  const userOf = (ref: UserRef) => ('sourcedId' in ref ? (userIdBySourced.get(ref.sourcedId) ?? existingUsersFallback(ref)) : userIdByEmail.get(ref.email.toLowerCase()));
  const existingUsersFallback = (ref: { sourcedId: string }) => existingUsers.bySourcedId.get(ref.sourcedId)?.id;
  const classOf = (ref: ClassRef) => ('sourcedId' in ref ? classIdBySourced.get(ref.sourcedId) : classIdByName.get(ref.name));
  // Two passes over the enrollments rather than a list of the resolved ones: a district's 35,000
  // would be held beside the plan while the memberships are read.
  const enrolled = new Set<string>();
  for (const enrollment of plan.enrollments) {
    const classId = classOf(enrollment.classRef);
    const userId = userOf(enrollment.userRef);
    if (!classId) problems.push(problemAt(enrollment, IMPORT_PROBLEM.classNotFound('name' in enrollment.classRef ? enrollment.classRef.name : enrollment.classRef.sourcedId)));
    if (!userId) problems.push(problemAt(enrollment, IMPORT_PROBLEM.userNotFound('email' in enrollment.userRef ? enrollment.userRef.email : enrollment.userRef.sourcedId)));
    if (classId && userId) enrolled.add(userId);
    else rows?.enrollment(enrollment, 'skip', { ...(userId ? { userId } : {}), ...(classId ? { classId } : {}), ...refsOf(enrollment), role: enrollment.role });
  }
  // Accounts an enrollment names that the plan's users do not list (a delta's, from an earlier
  // import): as they are, or made teachers when they teach here.
  for (const enrollment of plan.enrollments) {
    const userId = userOf(enrollment.userRef);
    const existing = 'sourcedId' in enrollment.userRef ? existingUsers.bySourcedId.get(enrollment.userRef.sourcedId) : undefined;
    if (!userId || accounts.has(userId) || !existing || existing.id !== userId) continue;
    const teachingLine = teaches.get(refKey(enrollment.userRef));
    if (existing.role !== 'student' || teachingLine === undefined) {
      accounts.set(userId, { role: existing.role, name: existing.name });
      continue;
    }
    warnings.push(problemAt(enrollment, IMPORT_PROBLEM.studentWhoTeaches(existing.name, teachingLine)));
    accounts.set(userId, { role: 'teacher', name: existing.name });
    rows?.user(enrollment, 'update', { id: userId, name: existing.name, email: existing.email, role: 'teacher' });
    const active = existing.deactivated_at === null;
    ops.push({ op: 'updateUser', id: userId, name: existing.name, email: existing.email, role: 'teacher', passwordHash: null, sourcedId: existing.sourced_id, identifier: existing.identifier, active, roleChanged: true });
    summary.users.updated += 1;
  }
  const current = await repo.membershipsOf(db, [...enrolled]);
  enrolled.clear();
  // The memberships the plan keeps and the ones it ends: a bulk file's removals are the others.
  const kept = new Set<string>();
  const ended = new Set<string>();
  for (const enrollment of plan.enrollments) {
    const { classRef, userRef, role, remove } = enrollment;
    const classId = classOf(classRef);
    const userId = userOf(userRef);
    if (!classId || !userId) continue;
    const members = current.get(classId);
    const was = members?.get(userId);
    const account = accounts.get(userId);
    if (!remove && account && memberRoleOf(account.role) !== role) {
      warnings.push(problemAt(enrollment, IMPORT_PROBLEM.memberRoleNotPermitted(account.name, account.role, role)));
      rows?.enrollment(enrollment, 'skip', { userId, classId, ...refsOf(enrollment), role });
      continue;
    }
    if (remove) {
      ended.add(memberKey(classId, userId));
      rows?.enrollment(enrollment, was === undefined ? 'unchanged' : 'remove', { userId, classId, ...refsOf(enrollment), role });
      if (was === undefined) summary.enrollments.unchanged += 1;
      else {
        ops.push({ op: 'removeMember', classId, userId });
        summary.enrollments.removed += 1;
        members?.delete(userId);
      }
      continue;
    }
    kept.add(memberKey(classId, userId));
    rows?.enrollment(enrollment, was === role ? 'unchanged' : 'enroll', { userId, classId, ...refsOf(enrollment), role });
    if (was === role) {
      summary.enrollments.unchanged += 1;
    } else {
      ops.push({ op: 'setMember', classId, userId, role, replacing: was !== undefined });
      summary.enrollments.added += 1;
      if (members) members.set(userId, role);
      else current.set(classId, new Map([[userId, role]]));
    }
  }

  const removals = await bulkRemovals(db, plan.modes ?? {}, { actorId, users: resolvedUsers, classes: resolvedClasses, kept, ended }, rows);
  if (removals) {
    ops.push(...removals.ops);
    warnings.push(...removals.warnings);
    summary.users.deactivated += removals.summary.users.count;
    summary.enrollments.removed += removals.summary.enrollments.count;
    summary.removals = removals.summary;
  }
  if (warnings.length > 0) summary.warnings = warnings;
  return { summary, ops };
}
