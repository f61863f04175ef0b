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
};
