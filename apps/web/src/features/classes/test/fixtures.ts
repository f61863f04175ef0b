import type { ClassDetail, ClassSummary } from '@lyceum/shared/classes';
import type { Topic } from '@lyceum/shared/topics';

/** A class as staff see it: two teachers (with emails) and two students. */
export const staffView: ClassDetail = {
  _id: 'c1',
  name: 'Physics 101',
  description: 'Forces and motion',
  meetingLink: 'https://meet.example.com/physics',
  teachers: [
    { _id: 't1', name: 'Marie Curie', email: 'marie@school.test' },
    { _id: 't2', name: 'Niels Bohr', email: 'niels@school.test' },
  ],
  students: [
    { _id: 's1', name: 'Alan Turing', email: 'alan@school.test' },
    { _id: 's2', name: 'Ada Lovelace', email: 'ada@school.test' },
  ],
  teachersCount: 2,
  studentsCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  archivedAt: null,
};

/** The same class as the server sends it to a student: teacher names only, a student count. */
export const studentView: ClassDetail = {
  ...staffView,
  teachers: staffView.teachers.map(({ _id, name }) => ({ _id, name })),
  students: [],
};

export const summaryOf = (cls: ClassDetail): ClassSummary => ({
  _id: cls._id,
  name: cls.name,
  description: cls.description,
  meetingLink: cls.meetingLink,
  teachers: cls.teachers,
  teachersCount: cls.teachersCount,
  studentsCount: cls.studentsCount,
  createdAt: cls.createdAt,
});

export const topics: Topic[] = [
  { _id: 'p1', name: 'Kinematics', class: 'c1', className: 'Physics 101', createdAt: '2025-01-02T00:00:00.000Z', materialsCount: 3, assignmentsCount: 1 },
  { _id: 'p2', name: 'Dynamics', class: 'c1', className: 'Physics 101', createdAt: '2025-01-03T00:00:00.000Z', materialsCount: 2, assignmentsCount: 4 },
];
