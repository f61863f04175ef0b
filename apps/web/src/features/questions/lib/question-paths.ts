/** The question form's routes (app/route-table.ts); ids are encoded because they are opaque. */
const seg = encodeURIComponent;
const topicPath = (classId: string, topicId: string) => `/dashboard/classes/${seg(classId)}/topics/${seg(topicId)}`;

export const questionPaths = {
  create: (classId: string, topicId: string) => `${topicPath(classId, topicId)}/questions/create`,
  edit: (classId: string, topicId: string, questionId: string) => `${topicPath(classId, topicId)}/questions/${seg(questionId)}/edit`,
};
