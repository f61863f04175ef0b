import type { Dashboard } from '@lyceum/shared/dashboard';

export const twoTeachersClass: Dashboard['classes'][number] = {
  _id: 'c1',
  name: 'Physics 101',
  description: 'Forces and motion',
  teachers: [
    { _id: 't1', name: 'Marie Curie' },
    { _id: 't2', name: 'Isaac Newton' },
  ],
};

export const noTeacherClass: Dashboard['classes'][number] = {
  _id: 'c2',
  name: 'Chemistry',
  description: 'Atoms and bonds',
  teachers: [],
};

export const labReport: Dashboard['assignments'][number] = {
  _id: 'a1',
  title: 'Lab report',
  description: '<p>Measure <strong>g</strong>.</p><img src="x" onerror="window.__xss = true"><script>window.__xss = true</script>',
  dueDate: '2030-05-01T10:00:00.000Z',
  maxPoints: null,
  workType: 'assignment',
  createdAt: '2025-01-02T10:00:00.000Z',
  topic: 'tp1',
  class: 'c1',
  createdBy: { _id: 't1', name: 'Marie Curie' },
  work: { kind: 'student', state: 'assigned', late: false, grade: null },
};

export const orphanAssignment: Dashboard['assignments'][number] = {
  ...labReport,
  _id: 'a2',
  title: 'Problem set',
  description: '<p>Warm-up</p>',
  createdBy: null,
};

export function dashboardOf(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    classes: [twoTeachersClass, noTeacherClass],
    assignments: [labReport, orphanAssignment],
    stats: { classes: 2, assignments: 7, materials: 5, students: 12 },
    ...overrides,
  };
}

export const emptyDashboard = (withStudents: boolean): Dashboard => ({
  classes: [],
  assignments: [],
  stats: withStudents ? { classes: 0, assignments: 0, materials: 0, students: 0 } : { classes: 0, assignments: 0, materials: 0 },
});
