import { FIELD_MSG } from '@lyceum/shared/field-messages';
import { MSG } from '@lyceum/shared/messages';
import type { ContentKind } from '@/features/content/lib/content-return';

/**
 * What the classwork forms and pages say of each kind, where their frames and fields are shared:
 * its name, its rich-text field (the name the server gives it), and its messages (spec section 8).
 * A new kind adds an entry here and only its own fields elsewhere.
 */
export const CLASSWORK_KINDS = {
  material: {
    label: 'Material',
    body: { field: 'content', label: 'Content', required: FIELD_MSG.contentRequired },
    titlePlaceholder: 'e.g. Introduction to fractions',
    saved: { created: MSG.materialCreated, updated: MSG.materialUpdated },
    failed: { create: MSG.materialCreateFailed, update: MSG.materialUpdateFailed },
    notFound: MSG.materialNotFound,
    deleted: MSG.materialDeleted,
    deleteFailed: MSG.materialDeleteFailed,
    /** In a topic's View dialog. */
    topicList: { heading: 'Materials', addLabel: 'Add Material', empty: 'No materials in this topic yet.', confirm: 'Delete this material?' },
    formIntro: { create: 'Write a new lesson for this topic.', edit: 'Update the title and content of this material.' },
  },
  assignment: {
    label: 'Assignment',
    body: { field: 'description', label: 'Description', required: FIELD_MSG.descriptionRequired },
    titlePlaceholder: 'e.g. Fractions worksheet',
    saved: { created: MSG.assignmentCreated, updated: MSG.assignmentUpdated },
    failed: { create: MSG.assignmentCreateFailed, update: MSG.assignmentUpdateFailed },
    notFound: MSG.assignmentNotFound,
    deleted: MSG.assignmentDeleted,
    deleteFailed: MSG.assignmentDeleteFailed,
    topicList: { heading: 'Assignments', addLabel: 'Add Assignment', empty: 'No assignments in this topic yet.', confirm: 'Delete this assignment?' },
    formIntro: { create: 'Set a task for this topic, with a due date.', edit: 'Update the assignment and its due date.' },
  },
} as const satisfies Record<ContentKind, unknown>;

/** The name of a kind's rich-text field: `content` for a material, `description` for an assignment. */
export type ClassworkBodyField = (typeof CLASSWORK_KINDS)[ContentKind]['body']['field'];
