import type { PersonRef } from '@lyceum/shared/common';
import type { Attachment } from '@lyceum/shared/files';
import { presentAttachments, type AttachmentReader } from '../files/stored-attachments';
import type { ClassworkTable, ClassworkView } from './classwork-kind';

/** The API's fields every kind of classwork has; each kind's presenter adds its own. */
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
