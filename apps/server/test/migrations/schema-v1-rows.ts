/**
 * A school as the first schema (migration 0001-initial alone) stored it: a few rows of every
 * table, in that schema's columns and nothing else. Frozen: later migrations must carry these rows
 * forward, so this file never learns their columns.
 */
const at = (day: number, hour = 9) => `2024-09-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA';

const user = (id: string, name: string, role: string, day: number) => ({
  id,
  name,
  email: `${id}@school.test`,
  password_hash: hash,
  role,
  token_version: day % 2,
  created_at: at(day),
  updated_at: at(day, 10),
});

export const V1_ROWS = {
  users: [
    user('u-admin', 'Ada Admin', 'admin', 1),
    user('u-teacher', 'Tomás Teacher', 'teacher', 2),
    user('u-teacher2', 'Grace Teacher', 'teacher', 2),
    user('u-student1', 'Sam Student', 'student', 3),
    user('u-student2', 'Zoë Student', 'student', 3),
    user('u-student3', 'Li Student', 'student', 4),
  ],
  classes: [
    { id: 'c-math', name: 'Mathematics 9A', description: 'Algebra and geometry', meeting_link: 'https://meet.example.org/math', created_at: at(5), updated_at: at(5) },
    { id: 'c-art', name: 'Art', description: '', meeting_link: null, created_at: at(6), updated_at: at(7) },
  ],
  class_members: [
    { class_id: 'c-math', user_id: 'u-teacher', role: 'teacher', created_at: at(5) },
    { class_id: 'c-math', user_id: 'u-student1', role: 'student', created_at: at(5) },
    { class_id: 'c-math', user_id: 'u-student2', role: 'student', created_at: at(5, 11) },
    { class_id: 'c-art', user_id: 'u-teacher2', role: 'teacher', created_at: at(6) },
    { class_id: 'c-art', user_id: 'u-teacher', role: 'teacher', created_at: at(6) },
    { class_id: 'c-art', user_id: 'u-student3', role: 'student', created_at: at(6) },
  ],
  topics: [
    { id: 't-algebra', class_id: 'c-math', name: 'Algebra', created_by: 'u-teacher', created_at: at(8) },
    { id: 't-geometry', class_id: 'c-math', name: 'Geometry', created_by: 'u-teacher', created_at: at(9) },
    { id: 't-colour', class_id: 'c-art', name: 'Colour', created_by: null, created_at: at(8) },
  ],
  materials: [
    { id: 'm-1', topic_id: 't-algebra', class_id: 'c-math', title: 'Linear equations', content: '<p>Solve <strong>x</strong>.</p>', attachments: '[]', created_by: 'u-teacher', created_at: at(10), updated_at: at(10) },
    { id: 'm-2', topic_id: 't-algebra', class_id: 'c-math', title: 'Quadratics', content: '<p>Parabolas</p>', attachments: '[]', created_by: 'u-teacher', created_at: at(11), updated_at: at(12) },
    { id: 'm-3', topic_id: 't-colour', class_id: 'c-art', title: 'The colour wheel', content: '<ul><li>red</li></ul>', attachments: '[]', created_by: null, created_at: at(10), updated_at: at(10) },
  ],
  assignments: [
    { id: 'a-1', topic_id: 't-algebra', class_id: 'c-math', title: 'Worksheet 1', description: '<p>Questions 1-10</p>', due_date: at(20, 23), created_by: 'u-teacher', created_at: at(12), updated_at: at(12) },
    { id: 'a-2', topic_id: 't-geometry', class_id: 'c-math', title: 'Triangles', description: '<p>Draw three</p>', due_date: at(25, 23), created_by: 'u-teacher', created_at: at(13), updated_at: at(14) },
    { id: 'a-3', topic_id: 't-colour', class_id: 'c-art', title: 'Paint a wheel', description: '<p>Any medium</p>', due_date: at(28, 12), created_by: 'u-teacher2', created_at: at(13), updated_at: at(13) },
  ],
  comments: [
    { id: 'k-1', class_id: 'c-math', material_id: 'm-1', assignment_id: null, author_id: 'u-student1', text: 'Is x always positive?', created_at: at(15) },
    { id: 'k-2', class_id: 'c-math', material_id: 'm-1', assignment_id: null, author_id: 'u-teacher', text: 'No.', created_at: at(15, 10) },
    { id: 'k-3', class_id: 'c-math', material_id: null, assignment_id: 'a-1', author_id: 'u-student2', text: 'Handed in 🎉', created_at: at(16) },
    { id: 'k-4', class_id: 'c-art', material_id: null, assignment_id: 'a-3', author_id: null, text: 'From a deleted user', created_at: at(17) },
  ],
} as const;

/** Tables in an order their foreign keys allow inserting. */
export const V1_TABLES = ['users', 'classes', 'class_members', 'topics', 'materials', 'assignments', 'comments'] as const;
