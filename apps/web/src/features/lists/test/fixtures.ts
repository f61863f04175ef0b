import type { AssignmentListItem } from '@lyceum/shared/assignments';
import type { MaterialListItem } from '@lyceum/shared/materials';

export function assignmentItem(id: string, dueDate: string, overrides: Partial<AssignmentListItem> = {}): AssignmentListItem {
  return {
    _id: id,
    title: `Assignment ${id}`,
    description: '<p>Do it</p>',
    dueDate,
    maxPoints: null,
    topic: 'tp1',
    class: 'c1',
    createdBy: { _id: 't1', name: 'Marie Curie' },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    className: 'Physics 101',
    topicName: 'Mechanics',
    workType: 'assignment',
    work: { kind: 'student', state: 'assigned', late: false, grade: null },
    ...overrides,
  };
}

export function materialItem(id: string, attachmentsCount: number, overrides: Partial<MaterialListItem> = {}): MaterialListItem {
  return {
    _id: id,
    title: `Material ${id}`,
    content: '<p>Read</p>',
    topic: 'tp1',
    class: 'c1',
    createdBy: { _id: 't1', name: 'Marie Curie' },
    createdAt: '2025-03-04T09:00:00.000Z',
    updatedAt: '2025-03-04T09:00:00.000Z',
    attachments: Array.from({ length: attachmentsCount }, (_, index) => ({ kind: 'link' as const, name: `file${index}.pdf`, url: `https://example.org/f/${index}`, host: 'example.org' })),
    className: 'Physics 101',
    topicName: 'Mechanics',
    attachmentsCount,
    ...overrides,
  };
}
