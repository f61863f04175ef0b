import type { TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';

/**
 * The five callers every class rule is proven for, around one class taught by `teacher`
 * with `student` and `classmate` enrolled.
 */
export interface ClassScene {
  admin: TestUser;
  teacher: TestUser;
  otherTeacher: TestUser;
  student: TestUser;
  classmate: TestUser;
  outsider: TestUser;
  classId: string;
}

export async function buildScene(ctx: TestContext): Promise<ClassScene> {
  const f = ctx.factories;
  const admin = await f.user('admin', { name: 'Ada Admin' });
  const teacher = await f.user('teacher', { name: 'Tess Teacher' });
  const otherTeacher = await f.user('teacher', { name: 'Otto Other' });
  const student = await f.user('student', { name: 'Sam Student' });
  const classmate = await f.user('student', { name: 'Cleo Classmate' });
  const outsider = await f.user('student', { name: 'Olga Outsider' });
  const klass = await f.klass({ name: 'Algebra', teachers: [teacher.id], students: [student.id, classmate.id] });
  return { admin, teacher, otherTeacher, student, classmate, outsider, classId: klass.id };
}

/** Every object key anywhere in a JSON value (to prove a key appears nowhere). */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  }
  return [];
}
