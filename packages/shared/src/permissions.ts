import type { Role } from './roles';

/**
 * The roles table of the spec's section 6, as code both sides call.
 * The server decides with these (plus per-record membership); the client only
 * uses them to hide what the server would refuse anyway.
 */
export interface Actor {
  id: string;
  role: Role;
}

/** Whether the actor is listed as a teacher of the class in question (server-side fact). */
export interface ClassRelation {
  isTeacher: boolean;
  isStudent: boolean;
}

export const isAdmin = (role: Role): boolean => role === 'admin';

/** Register users, list, edit and delete other users. */
export const canManageUsers = (role: Role): boolean => role === 'admin';

/** Admins see every class; others only their own. */
export const canSeeAllClasses = (role: Role): boolean => role === 'admin';

export const canCreateClass = (role: Role): boolean => role === 'admin' || role === 'teacher';

/** Edit name, description, meeting link: admins and the class's own teachers. */
export const canEditClass = (role: Role, rel?: ClassRelation): boolean =>
  role === 'admin' || (role === 'teacher' && (rel?.isTeacher ?? true));

/**
 * The place in a class an account of this role may hold: a teacher teaches, a student is
 * enrolled, an administrator holds none (they see every class already).
 */
export const memberRoleOf = (role: Role): 'teacher' | 'student' | null => (role === 'admin' ? null : role);

/** Archive and restore a class (read-only, off the main lists): admins any, teachers their own. */
export const canArchiveClass = (role: Role, rel?: ClassRelation): boolean =>
  role === 'admin' || (role === 'teacher' && (rel?.isTeacher ?? true));

/** Copy a class (its classwork and question bank, none of its students' work): admins any, teachers their own. */
export const canCopyClass = (role: Role, rel?: ClassRelation): boolean =>
  role === 'admin' || (role === 'teacher' && (rel?.isTeacher ?? true));

/** Delete a class for good, with everything in it: admins only. */
export const canDeleteClass = (role: Role): boolean => role === 'admin';

/** Add/remove class members: admins only. */
export const canManageMembers = (role: Role): boolean => role === 'admin';

/** Add/delete topics, materials, assignments: admins and the class's own teachers. */
export const canManageContent = (role: Role, rel?: ClassRelation): boolean =>
  role === 'admin' || (role === 'teacher' && (rel?.isTeacher ?? true));

/** Whether the actor may see a class at all (read its topics, content, comments). */
export const canViewClass = (role: Role, rel: ClassRelation): boolean =>
  role === 'admin' || rel.isTeacher || rel.isStudent;

/** Teacher and student emails, and the students' names: admins and teachers only. */
export const canSeeMemberDetails = (role: Role): boolean => role === 'admin' || role === 'teacher';

/** The Students stat card (dashboard and class detail). */
export const canSeeStudentStats = (role: Role): boolean => role === 'admin' || role === 'teacher';

/** Comment delete: its author or an admin. */
export const canDeleteComment = (actor: Actor, authorId: string | null): boolean =>
  actor.role === 'admin' || (authorId !== null && authorId === actor.id);

/** Nobody edits or deletes their own account through the users screen, or changes their own role. */
export const canEditUser = (actor: Actor, targetId: string): boolean =>
  actor.role === 'admin' && actor.id !== targetId;
