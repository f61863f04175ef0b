import type { CommentTargetType } from '@lyceum/shared/comments';

/** Query keys of the content feature (the class's topic list belongs to the classes feature). */
export const contentKeys = {
  topic: (topicId: string) => ['topics', 'detail', topicId] as const,
  topicMaterials: (topicId: string) => ['topics', 'detail', topicId, 'materials'] as const,
  topicAssignments: (topicId: string) => ['topics', 'detail', topicId, 'assignments'] as const,
  material: (id: string) => ['materials', 'detail', id] as const,
  assignment: (id: string) => ['assignments', 'detail', id] as const,
  comments: (targetType: CommentTargetType, targetId: string) => ['comments', targetType, targetId] as const,
};
