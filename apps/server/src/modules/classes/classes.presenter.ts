import type { ClassDetail, ClassSummary, Member } from '@lyceum/shared/classes';
import { canSeeMemberDetails } from '@lyceum/shared/permissions';
import type { Role } from '@lyceum/shared/roles';
import type { ClassRow } from '../../db/schema';
import type { MemberRow } from './classes.repository';

/**
 * What a caller may see of a class is decided here, in the response itself: students get
 * teacher names only (no emails) and no student entries, just the count.
 */
export function presentMember(row: MemberRow, viewerRole: Role): Member {
  return canSeeMemberDetails(viewerRole) ? { _id: row.id, name: row.name, email: row.email } : { _id: row.id, name: row.name };
}

export interface DetailParts {
  row: ClassRow;
  teachers: MemberRow[];
  /** Loaded only for callers who may see them; ignored for the others anyway. */
  students: MemberRow[];
}

export function presentDetail(parts: DetailParts, viewerRole: Role): ClassDetail {
  const { row } = parts;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    meetingLink: row.meeting_link,
    teachers: parts.teachers.map((teacher) => presentMember(teacher, viewerRole)),
    students: canSeeMemberDetails(viewerRole) ? parts.students.map((student) => presentMember(student, viewerRole)) : [],
    // Counters kept by the database (migration 0004), exact after every change.
    teachersCount: row.teachers_count,
    studentsCount: row.students_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    archivedAt: row.archived_at ?? null,
  };
}

export function presentSummary(row: ClassRow, teachers: MemberRow[], viewerRole: Role): ClassSummary {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    meetingLink: row.meeting_link,
    teachers: teachers.map((teacher) => presentMember(teacher, viewerRole)),
    teachersCount: row.teachers_count,
    studentsCount: row.students_count,
    createdAt: row.created_at,
    // Only archived classes carry it: the active list's items are the cards SQLite keeps (migration 0007).
    ...(row.archived_at ? { archivedAt: row.archived_at } : {}),
  };
}
