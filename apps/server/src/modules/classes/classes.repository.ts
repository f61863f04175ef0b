import { sql, type Kysely } from 'kysely';
import { idsOfJsonArray } from '../../db/json-ids';
import { preparedQuery } from '../../db/prepared';
import type { ClassRow, ClassesTable, Database } from '../../db/schema';
import { jsonPageQuery, storedItemsBody, type JsonPage } from '../lists/json-page';
import type { Cursor } from '../lists/cursor';
import { pageShapes, type PageQuery } from '../lists/paging';
import type { ClassIds } from '../lists/visible-classes';

export type MemberRole = 'teacher' | 'student';

/**
 * The row as the server reads it, named rather than `*`: on SQLite a class also keeps its card and
 * its topics as JSON text (migrations 0007 and 0009), kilobytes that no object path needs.
 */
export const CLASS_COLUMNS = [
  'classes.id',
  'classes.name',
  'classes.description',
  'classes.meeting_link',
  'classes.created_at',
  'classes.updated_at',
  'classes.teachers_count',
  'classes.students_count',
  'classes.materials_count',
  'classes.assignments_count',
  'classes.archived_at',
] as const satisfies readonly `classes.${keyof ClassesTable}`[];

/** A member row as loaded: the presenter decides which of these fields the caller gets. */
export interface MemberRow {
  class_id: string;
  id: string;
  name: string;
  email: string;
}

/*
 * On PostgreSQL one page is two statements whatever its size: the classes (with their counters)
 * straight off the (created_at, id) walk, then the teachers of exactly those classes, whose ids go
 * to the database as one bound JSON array (a constant statement shape, however many classes the
 * page has). On SQLite it is one statement joining the cards the classes keep (classesPageJson).
 */

/**
 * The walk of one page of active classes in scope, newest first (ties broken by id so the order is
 * stable), plus `limit`. Archived classes are off this list (archivedClassesPage lists them).
 */
function classPageWalk(db: Kysely<Database>, classIds: ClassIds | null, after: Cursor | null, limit: number) {
  let query = db
    .selectFrom('classes')
    .where('classes.archived_at', 'is', null)
    .orderBy('classes.created_at', 'desc')
    .orderBy('classes.id', 'desc')
    .limit(limit);
  if (classIds) query = query.where('classes.id', 'in', classIds);
  if (after) query = query.where((eb) => eb(eb.refTuple('classes.created_at', 'classes.id'), '<', eb.tuple(after.key, after.id)));
  return query;
}

/** One page of the classes in scope, newest first. */
export const pageClasses: PageQuery<ClassRow> = pageShapes((db, classIds, after, limit) => classPageWalk(db, classIds, after, limit).select(CLASS_COLUMNS));

/**
 * The same page with its teachers, as the response body: each class keeps its card as JSON text
 * (migration 0007), with teachers' emails for a viewer who may see them (presentMember's rule) and
 * without for the rest, so the page is those texts joined in page order; an empty page is `[]`.
 */
function classesPageJson(withEmails: boolean): PageQuery<JsonPage> {
  const card = withEmails ? 'list_json' : 'list_json_public';
  return pageShapes((db, classIds, after, fetch) => {
    const ids = classPageWalk(db, classIds, after, fetch).select(['classes.id', 'classes.created_at as key', sql<number>`rowid`.as('row')]);
    return jsonPageQuery(db, ids, fetch, () => storedItemsBody('classes', card));
  });
}

/** pageClasses with pageTeachers, written by SQLite: for admins and teachers, and for students. */
export const pageClassesJsonWithEmails = classesPageJson(true);
export const pageClassesJsonNoEmails = classesPageJson(false);

const teachersOfJson = preparedQuery((db, classIdsJson: string) =>
  db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['class_members.class_id', 'users.id', 'users.name', 'users.email'])
    .where('class_members.role', '=', 'teacher')
    .where('class_members.class_id', 'in', idsOfJsonArray(db, classIdsJson))
    .orderBy('users.name')
    .orderBy('users.id'),
  { offMainThread: true },
);

/**
 * The teachers of these classes, by name. A JSON array unpacked by the engine (json_each on SQLite)
 * drives one index seek per class: 29 us for a teacher's 10 classes against 60-90 us when the page's
 * subquery ran again inside this statement, and 46-52 us for an `in (?, ?, ...)` list.
 */
export function pageTeachers(db: Kysely<Database>, classIds: readonly string[]): Promise<MemberRow[]> {
  if (classIds.length === 0) return Promise.resolve([]);
  return teachersOfJson(db, JSON.stringify(classIds));
}

const classById = preparedQuery((db, id: string) => db.selectFrom('classes').select(CLASS_COLUMNS).where('id', '=', id));

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
  { offMainThread: true },
);

/** Members of one class with one role, by name. */
export function listMembers(db: Kysely<Database>, classId: string, role: MemberRole): Promise<MemberRow[]> {
  return membersQuery(db, classId, role);
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

/**
 * Renames and re-describes a class; returns how many rows changed (0: the class is gone).
 * `follow` is given when the incoming description reads as the automatic one of the name `from`
 * ('Class: Chemistry 9A' -> 'Chemistry 9A'): if `from` is the stored name and the stored
 * description is that same text, nobody has written one, and `follow.description` (the new
 * name's) is stored instead. One statement: the condition reads the row it writes, so no other
 * rename can slip in between.
 */
export async function updateClassInfo(
  db: Kysely<Database>,
  id: string,
  info: { name: string; description: string; updated_at: string },
  follow: { from: string; description: string } | null,
): Promise<number> {
  const result = await db
    .updateTable('classes')
    .set((eb) => ({
      name: info.name,
      updated_at: info.updated_at,
      description: follow
        ? eb
            .case()
            .when(eb.and([eb('name', '=', follow.from), eb('description', '=', info.description)]))
            .then(eb.val(follow.description))
            .else(eb.val(info.description))
            .end()
        : info.description,
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Applies the patch; returns how many rows changed (0: the class is gone). */
export async function updateClass(db: Kysely<Database>, id: string, patch: ClassPatch): Promise<number> {
  const result = await db.updateTable('classes').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
