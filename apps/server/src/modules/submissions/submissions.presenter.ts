import { isLate, type StudentWork, type Submission } from '@lyceum/shared/submissions';
import { presentAttachments, type AttachmentReader } from '../files/stored-attachments';
import type { AssignmentAccessRow, StudentWorkRow, WorkRow } from './submissions.repository';
import type { WorkViewer } from './work-access';

/**
 * One student's work as the caller may see it. No row yet reads as empty assigned work. The draft
 * grade and feedback are the teachers' working copy: they are left out, not nulled, for the
 * student, so no response of any route ever carries them to the student.
 */
export function presentSubmission(work: WorkRow, studentId: string, viewer: WorkViewer, reader: AttachmentReader): Submission {
  return {
    assignment: work.assignment_id,
    student: { _id: studentId, name: work.student_name ?? '' },
    state: work.state ?? 'assigned',
    answer: work.answer ?? '',
    attachments: presentAttachments(work.attachments ?? '[]', reader),
    turnedInAt: work.turned_in_at,
    late: isLate(work.turned_in_at, work.due_date),
    grade: work.grade,
    feedback: work.feedback,
    returnedAt: work.returned_at,
    ...(viewer === 'staff' && { draftGrade: work.draft_grade, draftFeedback: work.draft_feedback }),
    updatedAt: work.updated_at,
  };
}

/** The teacher's list with its counts, read against the due date at `now`. */
export function presentStudentWork(assignment: AssignmentAccessRow, rows: StudentWorkRow[], now: Date): StudentWork {
  const pastDue = Date.parse(assignment.due_date) < now.getTime();
  const counts = { students: rows.length, turnedIn: 0, missing: 0, graded: 0, returned: 0 };
  const students = rows.map((row) => {
    const state = row.state ?? 'assigned';
    if (state === 'turned_in') counts.turnedIn += 1;
    if (state === 'returned') counts.returned += 1;
    if (state === 'assigned' && pastDue) counts.missing += 1;
    if (row.draft_grade !== null || row.grade !== null) counts.graded += 1;
    return {
      student: { _id: row.id, name: row.name },
      state,
      turnedInAt: row.turned_in_at,
      late: isLate(row.turned_in_at, assignment.due_date),
      grade: row.grade,
      draftGrade: row.draft_grade,
      returnedAt: row.returned_at,
    };
  });
  return { assignment: assignment.id, maxPoints: assignment.max_points, dueDate: assignment.due_date, counts, students };
}
