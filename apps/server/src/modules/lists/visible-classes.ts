import type { Expression, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';

/**
 * "The caller's classes" (spec section 6): every class for an admin, the classes they teach for a
 * teacher, the classes they are enrolled in for a student. Queries come in two shapes: over
 * everything (no filter at all, so the planner can walk a sort index instead of testing 50,000 rows
 * against the list of all classes) and over one member's classes (a subquery, never a list fetched
 * first). Each shape is prepared once (db/prepared.ts).
 */
export type ClassScope = { all: true } | { all: false; userId: string; role: 'teacher' | 'student' };

export function scopeOf(actor: AuthUser): ClassScope {
  return actor.role === 'admin' ? { all: true } : { all: false, userId: actor.id, role: actor.role };
}

/** The ids of a member's classes as a subquery, to use as `class_id in (...)`. */
export type ClassIds = Expression<string>;

/**
 * The archived classes (migration 0022), to leave out of the main lists as `class_id not in (...)`:
 * read through classes_archived_idx (migration 0034, a partial index of the archived classes alone), so
 * the lists pay for the few archived classes, not the rest.
 */
export function archivedClassIds(db: Kysely<Database>): ClassIds {
  return db.selectFrom('classes as archived').select('archived.id').where('archived.archived_at', 'is not', null).$asScalar();
}

/** A member's active classes: the scope of every main list (classes, all assignments and materials, dashboard). */
export function memberClassIds(db: Kysely<Database>, userId: string, role: string): ClassIds {
  return db
    .selectFrom('class_members')
    .select('class_members.class_id')
    .where('class_members.user_id', '=', userId)
    .where('class_members.role', '=', role as 'teacher' | 'student')
    .where('class_members.class_id', 'not in', archivedClassIds(db))
    .$asScalar();
}
