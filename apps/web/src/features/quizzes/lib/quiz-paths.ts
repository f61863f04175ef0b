/** The quiz builder's routes (app/route-table.ts); ids are encoded because they are opaque. */
const seg = encodeURIComponent;
const topicPath = (classId: string, topicId: string) => `/dashboard/classes/${seg(classId)}/topics/${seg(topicId)}`;

export const quizPaths = {
  create: (classId: string, topicId: string) => `${topicPath(classId, topicId)}/quizzes/create`,
  edit: (classId: string, topicId: string, quizId: string) => `${topicPath(classId, topicId)}/quizzes/${seg(quizId)}/edit`,
};
