import type { Role } from '@lyceum/shared/roles';

/**
 * OneRoster roles Lyceum imports. Lyceum has three roles; the people a SIS lists as
 * administrators of a site or the district (and principals) run the school's classes, which is
 * what Lyceum's admin does. Counselors, aides, proctors, guardians, parents and relatives have
 * no place in Lyceum's classes yet, so they are reported, not imported.
 * Keys are lower-cased: SIS exports disagree on the case of `districtAdministrator`.
 */
const IMPORTED: ReadonlyMap<string, Role> = new Map([
  ['student', 'student'],
  ['teacher', 'teacher'],
  ['administrator', 'admin'], // OneRoster 1.1's single administrator role
  ['siteadministrator', 'admin'],
  ['districtadministrator', 'admin'],
  ['systemadministrator', 'admin'],
  ['principal', 'admin'],
]);

const RANK: Record<Role, number> = { student: 1, teacher: 2, admin: 3 };

export const importedRole = (oneRosterRole: string): Role | undefined => IMPORTED.get(oneRosterRole.toLowerCase());

/** A user with several roles gets the one that lets them do the most (a teacher who is also a parent is a teacher). */
export function strongestRole(roles: Iterable<Role>): Role | undefined {
  let best: Role | undefined;
  for (const role of roles) if (!best || RANK[role] > RANK[best]) best = role;
  return best;
}
