/** A question post's own row (migration 0031); its answers are the assignment's submissions. */
export interface QuestionsTable {
  assignment_id: string;
  kind: 'short_answer' | 'multiple_choice';
  /** JSON array of the choices' texts, in order; '[]' for a short answer. */
  choices: string;
  /** 1: a student who has answered sees classmates' answers. */
  show_classmates: number;
  /** 1: a student may change their answer until it is returned. */
  students_can_edit: number;
}
