import { NOTIFICATION_EXCERPT_MAX } from '@lyceum/shared/notifications';
import type { NewEvent } from './outbox';

/**
 * The events of each kind of change, in one place: what changed for open pages, who may hear of
 * it, and which notifications it makes. Services record them in the transaction of the change.
 */

type ContentKind = 'material' | 'assignment';

/** Where a material or an assignment is shown in the web app. */
export const contentPath = (kind: ContentKind, classId: string, topicId: string, id: string): string =>
  `/dashboard/classes/${encodeURIComponent(classId)}/topics/${encodeURIComponent(topicId)}/${kind === 'material' ? 'materials' : 'assignments'}/${encodeURIComponent(id)}`;

export const classPath = (classId: string): string => `/dashboard/classes/${encodeURIComponent(classId)}`;

/** A comment's start, on one line: what a notification shows of it. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= NOTIFICATION_EXCERPT_MAX ? line : `${chars.slice(0, NOTIFICATION_EXCERPT_MAX - 1).join('')}…`;
}

export interface ContentRef {
  kind: ContentKind;
  id: string;
  classId: string;
  topicId: string;
  title: string;
}

/** A material or an assignment posted: the class's pages change, its students are notified. */
export function contentPosted(content: ContentRef, actorId: string): NewEvent {
  return {
    kind: `${content.kind}.created`,
    classId: content.classId,
    audience: 'class',
    actorId,
    changes: [{ type: 'content', kind: content.kind, id: content.id, classId: content.classId, topicId: content.topicId }],
    notify: {
      kind: content.kind === 'material' ? 'new_material' : 'new_assignment',
      recipients: { rule: 'students', classId: content.classId },
      subjectType: content.kind,
      subjectId: content.id,
      title: content.title,
      link: contentPath(content.kind, content.classId, content.topicId, content.id),
    },
  };
}

/** A comment posted: open pages of the thread refresh; whoever posted the target or commented on it is notified. */
export function commentPosted(target: ContentRef, text: string, actorId: string): NewEvent {
  return {
    kind: 'comment.created',
    classId: target.classId,
    audience: 'class',
    actorId,
    changes: [{ type: 'comments', targetType: target.kind, targetId: target.id }],
    notify: {
      kind: 'comment',
      recipients: { rule: 'thread', classId: target.classId, targetType: target.kind, targetId: target.id },
      subjectType: target.kind,
      subjectId: target.id,
      title: target.title,
      excerpt: excerptOf(text),
      link: contentPath(target.kind, target.classId, target.topicId, target.id),
    },
  };
}

/** Members added to a class: the class's pages change for its members, and the new ones are told. */
export function membersAdded(klass: { id: string; name: string }, userIds: readonly string[], actorId: string): NewEvent {
  return {
    kind: 'members.added',
    classId: klass.id,
    audience: 'class',
    actorId,
    changes: [{ type: 'memberships', classId: klass.id }],
    notify: {
      kind: 'added_to_class',
      recipients: { rule: 'users', classId: klass.id, userIds },
      subjectType: 'class',
      subjectId: klass.id,
      title: klass.name,
      link: classPath(klass.id),
    },
  };
}

/**
 * Members removed: the remaining members' pages change (a class event, heard by members only), and
 * each one removed hears of it on their own (a user event): they are members no more.
 */
export function membersRemoved(classId: string, userIds: readonly string[], actorId: string): NewEvent[] {
  const change = { type: 'memberships', classId } as const;
  return [
    { kind: 'members.removed', classId, audience: 'class', actorId, changes: [change] },
    ...userIds.map((userId): NewEvent => ({ kind: 'membership.ended', classId: null, audience: 'user', userId, actorId, changes: [change] })),
  ];
}
