import type { Kysely } from 'kysely';
import type { Role } from '@lyceum/shared/roles';
import { preparedQuery } from '../../db/prepared';
import type { ClassRow, Database } from '../../db/schema';

export type MemberRole = 'teacher' | 'student';

/** A member row as loaded: the presenter decides which of these fields the caller gets. */
export interface MemberRow {
  class_id: string;
  id: string;
  name: string;
  email: string;
}

export interface MemberCounts {
  teachers: number;
  students: number;
}

/** Whose classes a list covers: every class, or the classes one user is a member of. */
export type ClassScope = { all: true } | { all: false; userId: string };

export const scopeFor = (actor: { id: string; role: Role }): ClassScope =>
  actor.role === 'admin' ? { all: true } : { all: false, userId: actor.id };

/** The ids of one user's classes, as a subquery: the member queries stay one statement each. */
const classIdsOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('class_members').select('class_members.class_id').where('class_members.user_id', '=', userId);

/*
 * Each list query comes in two prepared shapes (db/prepared.ts): every class (admins: no filter
 * at all, so no `in` over the whole table) and one user's classes.
 */
const newestFirst = <Q extends { orderBy: (ref: 'classes.created_at' | 'classes.id', dir: 'desc') => Q }>(query: Q) =>
  query.orderBy('classes.created_at', 'desc').orderBy('classes.id', 'desc');

const allClasses = preparedQuery((db) => newestFirst(db.selectFrom('classes').selectAll()));
const classesOf = preparedQuery((db, userId: string) =>
  newestFirst(db.selectFrom('classes').selectAll().where('classes.id', 'in', classIdsOf(db, userId))),
);

const teachersQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['class_members.class_id', 'users.id', 'users.name', 'users.email'])
    .where('class_members.role', '=', 'teacher')
    .orderBy('users.name')
    .orderBy('users.id');
const allTeachers = preparedQuery((db) => teachersQuery(db));
const teachersOf = preparedQuery((db, userId: string) => teachersQuery(db).where('class_members.class_id', 'in', classIdsOf(db, userId)));

const countsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('class_members')
    .select(['class_members.class_id', 'class_members.role', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['class_members.class_id', 'class_members.role']);
const allCounts = preparedQuery((db) => countsQuery(db));
const countsOf = preparedQuery((db, userId: string) => countsQuery(db).where('class_members.class_id', 'in', classIdsOf(db, userId)));

/** The classes in scope, newest first (ties broken by id so the order is stable). */
export function listClasses(db: Kysely<Database>, scope: ClassScope): Promise<ClassRow[]> {
  return scope.all ? allClasses(db) : classesOf(db, scope.userId);
}

/** Teachers of every class in scope, in one query, by name. */
export function listTeachersInScope(db: Kysely<Database>, scope: ClassScope): Promise<MemberRow[]> {
  return scope.all ? allTeachers(db) : teachersOf(db, scope.userId);
}

/** Teacher and student counts of every class in scope, in one grouped query. */
export async function countMembersInScope(db: Kysely<Database>, scope: ClassScope): Promise<Map<string, MemberCounts>> {
  const rows = await (scope.all ? allCounts(db) : countsOf(db, scope.userId));
  const counts = new Map<string, MemberCounts>();
  for (const row of rows) {
    const entry = counts.get(row.class_id) ?? { teachers: 0, students: 0 };
    if (row.role === 'teacher') entry.teachers = Number(row.count);
    else entry.students = Number(row.count);
    counts.set(row.class_id, entry);
  }
  return counts;
}

const classById = preparedQuery((db, id: string) => db.selectFrom('classes').selectAll().where('id', '=', id));

export async function findClassById(db: Kysely<Database>, id: string): Promise<ClassRow | undefined> {
  return (await classById(db, id))[0];
}

const membersQuery = preparedQuery((db, classId: string, role: string) =>
  db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['class_members.class_id', 'users.id', 'users.name', 'users.email'])
    .where('class_members.class_id', '=', classId)
    .where('class_members.role', '=', role as MemberRole)
    .orderBy('users.name')
    .orderBy('users.id'),
);

/** Members of one class with one role, by name. */
export function listMembers(db: Kysely<Database>, classId: string, role: MemberRole): Promise<MemberRow[]> {
  return membersQuery(db, classId, role);
}

const countQuery = preparedQuery((db, classId: string) =>
  db
    .selectFrom('class_members')
    .select(['role', (eb) => eb.fn.countAll<number>().as('count')])
    .where('class_id', '=', classId)
    .groupBy('role'),
);

export async function countMembers(db: Kysely<Database>, classId: string): Promise<MemberCounts> {
  const rows = await countQuery(db, classId);
  const counts: MemberCounts = { teachers: 0, students: 0 };
  for (const row of rows) {
    if (row.role === 'teacher') counts.teachers = Number(row.count);
    else counts.students = Number(row.count);
  }
  return counts;
}

/** The users with these ids (unknown ids are simply absent). */
export function findUsersByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'name', 'role']).where('id', 'in', [...ids]).execute();
}

/** The memberships of these users in one class, whatever their role there. */
export function findMemberships(db: Kysely<Database>, classId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('class_members')
    .select(['user_id', 'role'])
    .where('class_id', '=', classId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

export interface NewClass {
  id: string;
  name: string;
  description: string;
  meeting_link: string | null;
  created_at: string;
  updated_at: string;
}

export async function insertClass(db: Kysely<Database>, row: NewClass): Promise<void> {
  await db.insertInto('classes').values(row).execute();
}

export async function insertMembers(
  db: Kysely<Database>,
  classId: string,
  role: MemberRole,
  userIds: readonly string[],
  at: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('class_members')
    .values(userIds.map((user_id) => ({ class_id: classId, user_id, role, created_at: at })))
    .execute();
}

/** Removes these users' memberships with this role; returns how many rows went. */
export async function deleteMembers(
  db: Kysely<Database>,
  classId: string,
  role: MemberRole,
  userIds: readonly string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const result = await db
    .deleteFrom('class_members')
    .where('class_id', '=', classId)
    .where('role', '=', role)
    .where('user_id', 'in', [...userIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type ClassPatch = Partial<Pick<ClassRow, 'name' | 'description' | 'meeting_link'>> & { updated_at: string };

/** Applies the patch; returns how many rows changed (0: the class is gone). */
export async function updateClass(db: Kysely<Database>, id: string, patch: ClassPatch): Promise<number> {
  const result = await db.updateTable('classes').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
