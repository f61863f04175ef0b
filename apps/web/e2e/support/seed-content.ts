import type { Assignment } from '@lyceum/shared/assignments';
import type { Material } from '@lyceum/shared/materials';
import type { Topic } from '@lyceum/shared/topics';
import { apiCall } from './api';

/** Content created through the API as `token`'s user (a teacher of the class, or an admin). */
export function createTopic(token: string, classId: string, name: string): Promise<Topic> {
  return apiCall<Topic>('POST', '/api/topics', { token, body: { name, class: classId } });
}

export function createAssignment(
  token: string,
  topicId: string,
  { title, dueDate, description = `<p>${title}</p>` }: { title: string; dueDate: Date | string; description?: string },
): Promise<Assignment> {
  const due = typeof dueDate === 'string' ? dueDate : dueDate.toISOString();
  return apiCall<Assignment>('POST', '/api/assignments', { token, body: { title, description, dueDate: due, topic: topicId } });
}

export function createMaterial(token: string, topicId: string, title: string, content = `<p>${title}</p>`): Promise<Material> {
  return apiCall<Material>('POST', '/api/materials', { token, body: { title, content, topic: topicId } });
}

/** A moment `days` days (and optionally hours) from now. */
export function fromNow(days: number, hours = 0): Date {
  return new Date(Date.now() + (days * 24 + hours) * 3_600_000);
}
