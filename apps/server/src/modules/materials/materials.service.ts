import type { Material } from '@lyceum/shared/materials';
import type { ClassworkColumn, ClassworkInput, ClassworkKind } from '../classwork/classwork-kind';
import { presentShared } from '../classwork/classwork.presenter';
import { classworkService } from '../classwork/classwork.service';
import { API_ERRORS } from '../../lib/api-errors.messages';

export interface MaterialInput extends ClassworkInput {
  content: string;
}

const MATERIAL_COLUMNS = [
  'materials.id',
  'materials.topic_id',
  'materials.class_id',
  'materials.title',
  'materials.content',
  'materials.attachments',
  'materials.created_by',
  'materials.created_at',
  'materials.updated_at',
] as const satisfies readonly ClassworkColumn<'materials'>[];

/** A material is classwork with nothing of its own but its rich text, `content` (where frames are allowed). */
export const materialKind: ClassworkKind<'materials', MaterialInput, Material> = {
  name: 'material',
  table: 'materials',
  columns: MATERIAL_COLUMNS,
  notFound: API_ERRORS.materialNotFound,
  richText: { field: 'content', of: (input) => input.content },
  newColumns: (_input, content) => ({ content }),
  editColumns: (_input, content) => ({ content }),
  present: (row, reader) => Object.assign(presentShared(row, reader), { content: row.content }),
};

/** Materials' operations: the classwork core's (classwork.service.ts), for this kind. */
export const materials = classworkService(materialKind);
