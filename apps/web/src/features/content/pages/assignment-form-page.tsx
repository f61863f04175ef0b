import { assignmentApi } from '@/features/content/api/classwork-item-api';
import { ClassworkFormPage } from '@/features/content/components/classwork-form-page';
import { AssignmentForm } from '@/features/content/components/assignment-form';

/** One page for create (no assignmentId in the route) and edit. */
export function AssignmentFormPage() {
  return (
    <ClassworkFormPage
      kind="assignment"
      recordQuery={assignmentApi.queryOptions}
      withDueDate={true}
      // Keyed by record so a different assignment starts from its own values.
      form={({ record, ...ids }) => <AssignmentForm key={record?._id ?? 'new'} {...ids} assignment={record} />}
    />
  );
}
