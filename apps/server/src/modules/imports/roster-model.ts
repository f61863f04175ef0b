import type { Role } from '@lyceum/shared/roles';
import type { KeptProblem } from './problem-text';

/**
 * The normalized roster every import source (the simple users CSV, a OneRoster 1.2 bundle)
 * produces and the one apply step consumes. A source only parses and checks what it can see in
 * its own files; everything that needs the database (does this email already have an account,
 * does this class exist) is decided when the plan is previewed against it, the same way for
 * every source. Nothing here is written until the admin commits.
 */

/** Where a record came from, so every problem can name its file and line (1-based, header = 1). */
export interface RosterSource {
  /** The file inside a bundle (`users.csv`); absent for a single uploaded CSV. */
  file?: string;
  line: number;
}

export interface RosterUser extends RosterSource {
  /** The source system's stable id (OneRoster): re-imports match on it before the email. */
  sourcedId?: string;
  /**
   * OneRoster's `identifier` (a student number), null when its column is empty; absent when the
   * source has no such column (the simple CSV), which leaves an account's as it is.
   */
  identifier?: string | null;
  name: string;
  /** Trimmed and lower-cased: an address differing from an account's only in case is that account. */
  email: string;
  role: Role;
  /** Only from the simple CSV; a user created without one gets an invitation link instead. */
  password?: string;
  /**
   * The password's argon2 hash, made when the preview is stored (which then drops `password`):
   * no plain password is kept in the imports table, and a commit hashes nothing.
   */
  passwordHash?: string;
  /** false: the account is deactivated (OneRoster `tobedeleted`), never deleted, so their work stays. */
  active: boolean;
}

export interface RosterClass extends RosterSource {
  sourcedId?: string;
  name: string;
  description?: string;
}

/** A user named by the source's id, or by email when the source has no ids (the simple CSV). */
export type UserRef = { sourcedId: string } | { email: string };
/** A class named by the source's id, or by its exact name (the simple CSV's `classes` column). */
export type ClassRef = { sourcedId: string } | { name: string };

export interface RosterEnrollment extends RosterSource {
  userRef: UserRef;
  classRef: ClassRef;
  role: 'teacher' | 'student';
  /** true: take the user out of the class (OneRoster `tobedeleted`); their submissions stay. */
  remove: boolean;
}

/** A problem or warning of the source: its file and line, and its words as the import keeps them. */
export type RosterProblem = KeptProblem;

export interface RosterPlan {
  users: RosterUser[];
  classes: RosterClass[];
  enrollments: RosterEnrollment[];
  /** What the source itself found wrong (bad email, unknown role, ragged row, duplicate in the file). */
  problems: RosterProblem[];
  /** What the source noticed that does not stop a commit (OneRoster: a class with no teacher). */
  warnings?: RosterProblem[];
  /**
   * How each kind of record was sent (OneRoster's manifest). `bulk`: the file is the whole set, so
   * the roster's records it does not list are taken out; anything else (the simple CSV) removes
   * nothing it does not name.
   */
  modes?: Partial<Record<'users' | 'classes' | 'enrollments', 'bulk' | 'delta' | 'absent'>>;
}

export const emptyRosterPlan = (): RosterPlan => ({ users: [], classes: [], enrollments: [], problems: [] });
