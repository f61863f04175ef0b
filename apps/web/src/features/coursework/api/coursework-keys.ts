import { contentKeys } from '@/features/content/api/content-keys';
import { classesKeys } from '@/features/classes/api/classes-api';

/**
 * Query keys of the coursework feature. Work hangs under its assignment's key and the gradebook
 * under its class's, so dropping an assignment or a class from the cache drops them too.
 */
export const courseworkKeys = {
  /** The teacher's "Student work" list. */
  studentWork: (assignmentId: string) => [...contentKeys.assignment(assignmentId), 'submissions'] as const,
  submission: (assignmentId: string, studentId: string) => [...courseworkKeys.studentWork(assignmentId), studentId] as const,
  privateComments: (assignmentId: string, studentId: string) =>
    [...courseworkKeys.submission(assignmentId, studentId), 'comments'] as const,
  gradebook: (classId: string) => [...classesKeys.detail(classId), 'gradebook'] as const,
};
