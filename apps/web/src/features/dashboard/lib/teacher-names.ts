/** Spec section 2, My Classroom: the teachers' names joined by commas, or `none` ('N/A') for a class without one. */
export function teacherNames(teachers: readonly { name: string }[], none: string): string {
  return teachers.length === 0 ? none : teachers.map((teacher) => teacher.name).join(', ');
}
