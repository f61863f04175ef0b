import { materialApi } from '@/features/content/api/classwork-item-api';
import { ClassworkFormPage } from '@/features/content/components/classwork-form-page';
import { MaterialForm } from '@/features/content/components/material-form';

/** One page for create (no materialId in the route) and edit. */
export function MaterialFormPage() {
  return (
    <ClassworkFormPage
      kind="material"
      recordQuery={materialApi.queryOptions}
      withDueDate={false}
      // Keyed by record so a different material starts from its own values.
      form={({ record, ...ids }) => <MaterialForm key={record?._id ?? 'new'} {...ids} material={record} />}
    />
  );
}
