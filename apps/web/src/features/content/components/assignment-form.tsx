import { useState } from 'react';
import type { Assignment } from '@lyceum/shared/assignments';
import { MAX_POINTS_LIMIT } from '@lyceum/shared/submissions';
import { statusOf } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '@/lib/dates';
import { assignmentApi } from '@/features/content/api/classwork-item-api';
import { DueDateField } from '@/features/content/components/due-date-field';
import { PointsField } from '@/features/content/components/points-field';
import { ClassworkForm, useClassworkForm, type OwnFields } from '@/features/content/components/classwork-form';
import { parseMaxPoints } from '@/features/coursework/lib/points-input';

/**
 * Create (no `assignment`) or edit an assignment: the classwork form's shared fields, and its own
 * due date and points. The due date is typed as the user's local date-time and sent as UTC ISO;
 * editing shows the stored moment in local time again. Points left empty make the assignment
 * ungraded (`maxPoints: null`).
 */
export function AssignmentForm({ classId, topicId, assignment }: { classId: string; topicId: string; assignment?: Assignment }) {
  const t = useT();
  const [due, setDue] = useState(assignment ? isoToDateTimeLocal(assignment.dueDate) : '');
  const [points, setPoints] = useState(assignment && assignment.maxPoints !== null ? String(assignment.maxPoints) : '');
  const own: OwnFields<'due' | 'points', { dueDate: string; maxPoints: number | null }> = {
    names: ['due', 'points'],
    missing: () => ({ due: dateTimeLocalToIso(due) ? undefined : t(f.dueDateRequired) }),
    read: () => {
      const dueDate = dateTimeLocalToIso(due);
      if (!dueDate) return { ok: false, field: 'due', message: t(f.dueDateRequired) };
      const maxPoints = parseMaxPoints(points);
      if (!maxPoints.ok) return { ok: false, field: 'points', message: t(f.pointsInvalid, { max: MAX_POINTS_LIMIT }) };
      return { ok: true, value: { dueDate, maxPoints: maxPoints.value } };
    },
    serverNames: { dueDate: 'due', maxPoints: 'points' },
    // A 409 refuses the points: grades given already do not fit them.
    refusedAt: (error) => (statusOf(error) === 409 ? 'points' : undefined),
  };
  const form = useClassworkForm({
    kind: 'assignment',
    classId,
    topicId,
    record: assignment && { ...assignment, body: assignment.description },
    own,
    send: ({ body, ...shared }, value) => {
      const input = { ...shared, description: body, ...value };
      return assignment ? assignmentApi.update(assignment._id, input) : assignmentApi.create(input);
    },
  });
  const { fields } = form;

  return (
    <ClassworkForm form={form}>
      <DueDateField value={due} onChange={setDue} fields={fields} hintId="assignment-due-hint" />
      <PointsField value={points} onChange={setPoints} fields={fields} hintId="assignment-points-hint" />
    </ClassworkForm>
  );
}
