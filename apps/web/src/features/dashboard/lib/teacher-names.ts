/** Spec section 2, My Classroom: the teachers' names joined by commas, or 'N/A' for a class without one. */
export function teacherNames(teachers: readonly { name: string }[]): string {
  return teachers.length === 0 ? 'N/A' : teachers.map((teacher) => teacher.name).join(', ');
}
