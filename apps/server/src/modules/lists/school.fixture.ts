import type { Factories, TestUser } from '../../../test/factories';

/**
 * One school for the scoping tests of the dashboard and the lists:
 *   A: teachers Ada + Bob; students studentA, studentAB; topics A1, A2 (3 materials, 4 assignments)
 *   B: teacher teacherB; students studentB, studentAB; topic B1 (1 material, 2 assignments)
 *   C: teacher teacherB; no students; topic C1 (1 assignment)
 *   D: no members; topic D1 (1 material)
 * plus a loner student and an idle teacher in no class. Classes and content are made in this
 * order, and the factories' clock only moves forward, so creation order is createdAt order.
 */
export interface School {
  admin: TestUser;
  teacherA: TestUser;
  coTeacherA: TestUser;
  teacherB: TestUser;
  idleTeacher: TestUser;
  studentA: TestUser;
  studentB: TestUser;
  studentAB: TestUser;
  loner: TestUser;
  classes: Record<'A' | 'B' | 'C' | 'D', string>;
  /** In creation order. */
  assignments: Array<{ id: string; classId: string; dueDate: string }>;
  materials: Array<{ id: string; classId: string }>;
}

export async function buildSchool(f: Factories): Promise<School> {
  const admin = await f.user('admin');
  const teacherA = await f.user('teacher', { name: 'Ada Teacher' });
  const coTeacherA = await f.user('teacher', { name: 'Bob Coteacher' });
  const teacherB = await f.user('teacher', { name: 'Cy Teacher' });
  const idleTeacher = await f.user('teacher');
  const studentA = await f.user('student');
  const studentB = await f.user('student');
  const studentAB = await f.user('student');
  const loner = await f.user('student');

  // Bob joins first so that name order (Ada, Bob) differs from membership order.
  const A = await f.klass({ name: 'Class A', teachers: [coTeacherA.id, teacherA.id], students: [studentA.id, studentAB.id] });
  const B = await f.klass({ name: 'Class B', teachers: [teacherB.id], students: [studentB.id, studentAB.id] });
  const C = await f.klass({ name: 'Class C', teachers: [teacherB.id] });
  const D = await f.klass({ name: 'Class D' });

  const assignments: School['assignments'] = [];
  const materials: School['materials'] = [];
  const addAssignment = async (topicId: string, classId: string, dueDate: string, createdBy: string | null) => {
    const { id } = await f.assignment(topicId, { dueDate, createdBy });
    assignments.push({ id, classId, dueDate });
  };
  const addMaterial = async (topicId: string, classId: string) => {
    const { id } = await f.material(topicId, { createdBy: teacherA.id });
    materials.push({ id, classId });
  };

  const a1 = await f.topic(A.id, { name: 'A1' });
  const a2 = await f.topic(A.id, { name: 'A2' });
  const b1 = await f.topic(B.id, { name: 'B1' });
  const c1 = await f.topic(C.id, { name: 'C1' });
  const d1 = await f.topic(D.id, { name: 'D1' });

  await addMaterial(a1.id, A.id);
  await addAssignment(a1.id, A.id, '2026-03-05T09:00:00.000Z', teacherA.id);
  await addAssignment(b1.id, B.id, '2026-03-01T09:00:00.000Z', teacherB.id);
  await addMaterial(b1.id, B.id);
  await addAssignment(a2.id, A.id, '2026-02-20T09:00:00.000Z', null);
  await addMaterial(a2.id, A.id);
  await addAssignment(c1.id, C.id, '2026-04-01T09:00:00.000Z', teacherB.id);
  await addMaterial(d1.id, D.id);
  await addAssignment(a1.id, A.id, '2026-03-05T09:00:00.000Z', coTeacherA.id);
  await addAssignment(b1.id, B.id, '2026-01-15T09:00:00.000Z', null);
  await addMaterial(a1.id, A.id);
  await addAssignment(a2.id, A.id, '2026-05-01T09:00:00.000Z', teacherA.id);

  return {
    admin,
    teacherA,
    coTeacherA,
    teacherB,
    idleTeacher,
    studentA,
    studentB,
    studentAB,
    loner,
    classes: { A: A.id, B: B.id, C: C.id, D: D.id },
    assignments,
    materials,
  };
}
