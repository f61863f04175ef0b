import type { PersonRef } from '@lyceum/shared/common';
import type { Attachment } from '@lyceum/shared/files';
import { presentAttachments, type AttachmentReader } from '../files/stored-attachments';
import type { ClassworkTable, ClassworkView } from './classwork-kind';

/**
 * The API's fields every kind of classwork has; each kind's presenter adds its own with
 * `Object.assign(presentShared(row, reader), { ... })`, not `{ ...presentShared(row, reader), ... }`:
 * Node 20's V8 gives every object built by a literal that starts with a spread and then names a key
 * the spread object lacks (`{ ...a, b }`) a hidden class of its own, so the serializer and
 * everything else that reads those answers turn megamorphic (a material read cost ~20 us more of
 * CPU; docs/performance.md). A key before the spread (`{ b, ...a }`) or one that `a` has already
 * is not concerned. test/answer-shapes.test.ts holds the hot answers to one shape each.
 */
export interface SharedClasswork {
  _id: string;
  title: string;
  topic: string;
  class: string;
  createdBy: PersonRef | null;
  createdAt: string;
  updatedAt: string;
  attachments: Attachment[];
}

export const presentShared = (row: ClassworkView<ClassworkTable>, reader: AttachmentReader): SharedClasswork => ({
  _id: row.id,
  title: row.title,
  topic: row.topic_id,
  class: row.class_id,
  createdBy: row.created_by !== null && row.creator_name !== null ? { _id: row.created_by, name: row.creator_name } : null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  attachments: presentAttachments(row.attachments, reader),
});
