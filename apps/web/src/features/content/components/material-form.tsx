import type { Material } from '@lyceum/shared/materials';
import { materialApi } from '@/features/content/api/classwork-item-api';
import { ClassworkForm, useClassworkForm } from '@/features/content/components/classwork-form';

/** Create (no `material`) or edit a material: the classwork form's shared fields, no others; saved -> back to the class page (spec section 4). */
export function MaterialForm({ classId, topicId, material }: { classId: string; topicId: string; material?: Material }) {
  const form = useClassworkForm({
    kind: 'material',
    classId,
    topicId,
    record: material && { ...material, body: material.content },
    send: ({ body, ...shared }) => {
      const input = { ...shared, content: body };
      return material ? materialApi.update(material._id, input) : materialApi.create(input);
    },
  });
  return <ClassworkForm form={form} />;
}
