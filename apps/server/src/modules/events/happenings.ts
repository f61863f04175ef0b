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

/** A student's work on an assignment (studentId null: several students' at once). */
export interface WorkRef {
  assignmentId: string;
  classId: string;
  topicId: string;
  /** The assignment's title. */
  title: string;
  studentId: string | null;
}

/** The assignment's page, on that student's work when there is one (teachers land on it in Student work). */
function workLink(ref: WorkRef): string {
  const page = contentPath('assignment', ref.classId, ref.topicId, ref.assignmentId);
  return ref.studentId === null ? page : `${page}?student=${encodeURIComponent(ref.studentId)}`;
}

const workChange = (ref: WorkRef) => ({ type: 'submission', assignmentId: ref.assignmentId, studentId: ref.studentId, classId: ref.classId }) as const;

/**
 * Work whose state changed: heard by the class's teachers, admins and the student (`staff`), never
 * by classmates. Only a draft grade is the staff's alone: the student learns of it when returned.
 */
function workEvent(kind: string, ref: WorkRef, actorId: string, studentHears: boolean): NewEvent {
  return { kind, classId: ref.classId, audience: 'staff', userId: studentHears ? ref.studentId : null, actorId, changes: [workChange(ref)] };
}

/** Turned in: the class's teachers are notified. */
export function workTurnedIn(ref: WorkRef, actorId: string): NewEvent {
  return {
    ...workEvent('submission.turned_in', ref, actorId, true),
    notify: { kind: 'submission_turned_in', recipients: { rule: 'teachers', classId: ref.classId }, subjectType: 'assignment', subjectId: ref.assignmentId, title: ref.title, link: workLink(ref) },
  };
}

export const workUnsubmitted = (ref: WorkRef, actorId: string): NewEvent => workEvent('submission.unsubmitted', ref, actorId, true);

export const workGraded = (ref: WorkRef, actorId: string): NewEvent => workEvent('submission.graded', ref, actorId, false);

/**
 * Returned, to one student or to several at once (ref.studentId null): each is notified, and their
 * open pages refresh through that notification; the staff's pages through the audience.
 */
export function workReturned(ref: WorkRef, studentIds: readonly string[], actorId: string): NewEvent {
  return {
    ...workEvent('submission.returned', ref, actorId, ref.studentId !== null),
    notify: {
      kind: 'work_returned',
      recipients: { rule: 'users', classId: ref.classId, userIds: studentIds },
      subjectType: 'assignment',
      subjectId: ref.assignmentId,
      title: ref.title,
      link: workLink(ref),
    },
  };
}

/** A private comment on the work: the student and the class's teachers are notified, but not its author. */
export function privateCommentPosted(ref: WorkRef & { studentId: string }, text: string, actorId: string): NewEvent {
  return {
    kind: 'submission.comment',
    classId: ref.classId,
    audience: 'staff',
    userId: ref.studentId,
    actorId,
    changes: [{ type: 'privateComments', assignmentId: ref.assignmentId, studentId: ref.studentId }],
    notify: {
      kind: 'private_comment',
      recipients: { rule: 'work', classId: ref.classId, studentId: ref.studentId },
      subjectType: 'assignment',
      subjectId: ref.assignmentId,
      title: ref.title,
      excerpt: excerptOf(text),
      link: workLink(ref),
    },
  };
}
