import type { Expression, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';

/**
 * The ids of "the caller's classes" as a subquery, to use as `class_id in (...)`: every class for
 * an admin, the classes they teach for a teacher, the classes they are enrolled in for a student
 * (spec section 6). Being a subquery, it costs no extra round trip however many classes there are.
 */
export type ClassIds = Expression<string>;

export function visibleClassIds(db: Kysely<Database>, actor: AuthUser): ClassIds {
  if (actor.role === 'admin') return db.selectFrom('classes').select('classes.id').$asScalar();
  return db
    .selectFrom('class_members')
    .select('class_members.class_id')
    .where('class_members.user_id', '=', actor.id)
    .where('class_members.role', '=', actor.role)
    .$asScalar();
}
