import type { Kysely } from 'kysely';
import { automaticDescription, nameInAutomaticDescription } from '@lyceum/shared/class-description';
import type { ClassDetail, ClassSummary } from '@lyceum/shared/classes';
import { canEditClass, canSeeMemberDetails } from '@lyceum/shared/permissions';
import type { Role } from '@lyceum/shared/roles';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { decodeCursor } from '../lists/cursor';
import { jsonPageOf } from '../lists/json-page';
import { toPage, type Page } from '../lists/paging';
import { scopeOf } from '../lists/visible-classes';
import { eventsCommitted, recordEvent } from '../events/outbox';
import { membersAdded } from '../events/happenings';
import { refuseArchived, requireClassStanding, requireClassView } from './class-access';
import { presentDetail, presentSummary } from './classes.presenter';
import * as repo from './classes.repository';
import { addProblem, writeMembers } from './member-checks';
import { API_ERRORS } from '../../lib/api-errors.messages';

/**
 * One page of the classes the actor may see, newest first: all for admins, their own for everyone
 * else. Two queries whatever the page size (classes with their member counters, then their teachers).
 */
export async function listVisibleClasses(db: Kysely<Database>, actor: AuthUser, limit: number, cursor?: string): Promise<Page<ClassSummary[]>> {
  const scope = scopeOf(actor);
  const after = cursor === undefined ? null : decodeCursor(cursor);
  // One row more than asked: its presence says a next page exists (lists/paging.ts).
  const rows = await repo.pageClasses(db, scope, after, limit + 1);
  // Teachers of the classes sent only: the extra row is not.
  const teachers = await repo.pageTeachers(db, rows.slice(0, limit).map((row) => row.id));
  const teachersByClass = new Map<string, repo.MemberRow[]>();
  for (const teacher of teachers) {
    const list = teachersByClass.get(teacher.class_id);
    if (list) list.push(teacher);
    else teachersByClass.set(teacher.class_id, [teacher]);
  }
  return toPage(rows, limit, (row) => row.created_at, (row) =>
    presentSummary(row, teachersByClass.get(row.id) ?? [], actor.role),
  );
}

/**
 * The page of listVisibleClasses as response bytes written by SQLite (lists/json-page.ts): one
 * statement with the teachers, the same items, keys and order (checked in json-page.test.ts).
 */
export async function listVisibleClassesJson(db: Kysely<Database>, actor: AuthUser, limit: number, cursor?: string): Promise<Page<Uint8Array>> {
  const after = cursor === undefined ? null : decodeCursor(cursor);
  const query = canSeeMemberDetails(actor.role) ? repo.pageClassesJsonWithEmails : repo.pageClassesJsonNoEmails;
  return jsonPageOf(await query(db, scopeOf(actor), after, limit + 1));
}

/** One class as this viewer may see it; student names are not even loaded for students. */
export async function loadClassDetail(db: Kysely<Database>, classId: string, viewerRole: Role): Promise<ClassDetail> {
  const row = await repo.findClassById(db, classId);
  if (!row) throw notFound(API_ERRORS.classNotFound);
  const [teachers, students] = await Promise.all([
    repo.listMembers(db, classId, 'teacher'),
    canSeeMemberDetails(viewerRole) ? repo.listMembers(db, classId, 'student') : Promise.resolve([]),
  ]);
  return presentDetail({ row, teachers, students }, viewerRole);
}

/** The class detail, or the same 404 for a class that does not exist and one the actor may not see. */
export async function getClassDetail(db: Kysely<Database>, actor: AuthUser, classId: string): Promise<ClassDetail> {
  await requireClassView(db, actor, classId);
  return loadClassDetail(db, classId, actor.role);
}

export interface NewClassInput {
  name: string;
  description?: string | undefined;
  meetingLink?: string | null | undefined;
  teachers?: string[] | undefined;
}

/**
 * Creates a class (admins and teachers; the route checks the role). A teacher is always its
 * sole teacher, whatever `teachers` says; an admin's `teachers` must all be teacher accounts.
 */
export async function createClass(db: Kysely<Database>, actor: AuthUser, input: NewClassInput): Promise<ClassDetail> {
  const teacherIds = actor.role === 'teacher' ? [actor.id] : (input.teachers ?? []);
  const now = nowIso();
  const id = newId();
  await writeMembers(() =>
    db.transaction().execute(async (trx) => {
      if (actor.role !== 'teacher') {
        const users = await repo.findUsersByIds(trx, teacherIds);
        const problem = addProblem('teachers', 'teacher', teacherIds, users, []);
        if (problem) throw badRequest(problem);
      }
      await repo.insertClass(trx, {
        id,
        name: input.name,
        description: input.description || automaticDescription(input.name),
        meeting_link: input.meetingLink || null,
        created_at: now,
        updated_at: now,
      });
      await repo.insertMembers(trx, id, 'teacher', teacherIds, now);
      // The teachers an admin named are told (a teacher creating a class is its teacher, and the actor).
      await recordEvent(trx, membersAdded({ id, name: input.name }, teacherIds, actor.id), now);
    }),
  );
  eventsCommitted(db);
  return loadClassDetail(db, id, actor.role);
}

/** Admins and the class's own teachers may edit; outsiders get the not-found 404, members 403, an archived class 409. */
async function requireClassEdit(db: Kysely<Database>, actor: AuthUser, classId: string): Promise<void> {
  const { relation, archivedAt } = await requireClassStanding(db, actor, classId);
  if (!canEditClass(actor.role, relation)) throw forbidden(API_ERRORS.forbidden);
  refuseArchived(archivedAt);
}

/**
 * Renames and re-describes a class (both required; the schema trims and checks them). A
 * description nobody wrote ('Class: ' + the old name, sent back as it was) follows the new name,
 * whichever client sent it.
 */
export async function updateClassInfo(
  db: Kysely<Database>,
  actor: AuthUser,
  classId: string,
  changes: { name: string; description: string },
): Promise<ClassDetail> {
  await requireClassEdit(db, actor, classId);
  const from = nameInAutomaticDescription(changes.description);
  const follow = from === null ? null : { from, description: automaticDescription(changes.name) };
  const updated = await repo.updateClassInfo(db, classId, { ...changes, updated_at: nowIso() }, follow);
  if (updated === 0) throw notFound(API_ERRORS.classNotFound);
  return loadClassDetail(db, classId, actor.role);
}

/** Sets the meeting link (an http(s) URL, checked by the schema); '' or null clears it. */
export async function setMeetingLink(
  db: Kysely<Database>,
  actor: AuthUser,
  classId: string,
  meetingLink: string | null,
): Promise<ClassDetail> {
  await requireClassEdit(db, actor, classId);
  const updated = await repo.updateClass(db, classId, { meeting_link: meetingLink || null, updated_at: nowIso() });
  if (updated === 0) throw notFound(API_ERRORS.classNotFound);
  return loadClassDetail(db, classId, actor.role);
}
