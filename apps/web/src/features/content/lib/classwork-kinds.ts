import type { ContentKind } from '@/features/content/lib/content-return';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';
import { topicsMessages as tm } from '@/features/content/topics-messages';

/**
 * What the classwork forms and pages say of each kind, where their frames and fields are shared:
 * its headings and buttons, its rich-text field (the name the server gives it), and its messages
 * (spec section 8), each a message of the catalogue. A new kind adds an entry here and only its
 * own fields elsewhere.
 */
export const CLASSWORK_KINDS = {
  material: {
    heading: { create: f.createMaterial, edit: f.editMaterial },
    submit: { create: f.createMaterial, edit: f.updateMaterial },
    body: { field: 'content', label: f.content, required: f.contentRequired },
    titlePlaceholder: f.materialTitlePlaceholder,
    saved: { created: f.materialCreated, updated: f.materialUpdated },
    failed: { create: f.materialCreateFailed, update: f.materialUpdateFailed },
    notFound: f.notFoundMaterial,
    deleted: tm.materialDeleted,
    deleteFailed: tm.materialDeleteFailed,
    /** In a topic's View dialog. */
    topicList: { heading: tm.materialsHeading, loading: tm.loadingMaterials, addLabel: tm.addMaterial, empty: tm.noMaterials, confirm: tm.deleteMaterial },
    formIntro: { create: f.materialIntroCreate, edit: f.materialIntroEdit },
  },
  assignment: {
    heading: { create: f.createAssignment, edit: f.editAssignment },
    submit: { create: f.createAssignment, edit: f.updateAssignment },
    body: { field: 'description', label: f.description, required: f.descriptionRequired },
    titlePlaceholder: f.assignmentTitlePlaceholder,
    saved: { created: f.assignmentCreated, updated: f.assignmentUpdated },
    failed: { create: f.assignmentCreateFailed, update: f.assignmentUpdateFailed },
    notFound: f.notFoundAssignment,
    deleted: tm.assignmentDeleted,
    deleteFailed: tm.assignmentDeleteFailed,
    topicList: { heading: tm.assignmentsHeading, loading: tm.loadingAssignments, addLabel: tm.addAssignment, empty: tm.noAssignments, confirm: tm.deleteAssignment },
    formIntro: { create: f.assignmentIntroCreate, edit: f.assignmentIntroEdit },
  },
} as const satisfies Record<ContentKind, unknown>;

/** The name of a kind's rich-text field: `content` for a material, `description` for an assignment. */
export type ClassworkBodyField = (typeof CLASSWORK_KINDS)[ContentKind]['body']['field'];
