import type { WorkType } from '@lyceum/shared/assignments';

/** Routes of spec section 2 for a topic's content; ids are encoded because they are opaque. */
const seg = encodeURIComponent;

export const classPath = (classId: string) => `/dashboard/classes/${seg(classId)}`;
const topicPath = (classId: string, topicId: string) => `${classPath(classId)}/topics/${seg(topicId)}`;

export const contentPaths = {
  material: (classId: string, topicId: string, id: string) => `${topicPath(classId, topicId)}/materials/${seg(id)}`,
  materialEdit: (classId: string, topicId: string, id: string) => `${topicPath(classId, topicId)}/materials/${seg(id)}/edit`,
  materialCreate: (classId: string, topicId: string) => `${topicPath(classId, topicId)}/materials/create`,
  assignment: (classId: string, topicId: string, id: string) => `${topicPath(classId, topicId)}/assignments/${seg(id)}`,
  assignmentEdit: (classId: string, topicId: string, id: string) =>
    `${topicPath(classId, topicId)}/assignments/${seg(id)}/edit`,
  assignmentCreate: (classId: string, topicId: string) => `${topicPath(classId, topicId)}/assignments/create`,
  /**
   * A quiz's own address: the assignment page, which from it knows before any read that it shows a
   * quiz and starts the quiz's card and read with the page (app/route-table.ts). Its assignment
   * address shows it too.
   */
  quiz: (classId: string, topicId: string, id: string) => `${topicPath(classId, topicId)}/quizzes/${seg(id)}`,
  /** Where a piece of classwork opens: a quiz at its own address, other work at the assignment's. */
  work: (classId: string, topicId: string, id: string, workType: WorkType) =>
    workType === 'quiz' ? contentPaths.quiz(classId, topicId, id) : contentPaths.assignment(classId, topicId, id),
};
