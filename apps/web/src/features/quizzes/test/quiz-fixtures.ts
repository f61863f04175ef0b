import type { StudentAttempt, StudentQuiz } from '@lyceum/shared/quizzes';
import { assignmentOf } from '@/features/coursework/test/fixtures';

/** A student's open attempt with one item of each kind the tests answer. */
export function attemptOf(overrides: Partial<StudentAttempt> = {}): StudentAttempt {
  return {
    _id: 'at1',
    number: 1,
    startedAt: '2025-01-02T10:00:00.000Z',
    deadline: null,
    submittedAt: null,
    items: [
      { kind: 'single_choice', id: 'q1', prompt: '<p>Largest planet?</p>', points: 1, choices: [{ id: 'a', text: 'Mars' }, { id: 'b', text: 'Jupiter' }] },
      { kind: 'numeric', id: 'q2', prompt: '<p>Half of 3?</p>', points: 2, },
      { kind: 'ordering', id: 'q3', prompt: '<p>Smallest first</p>', points: 1, choices: [{ id: 'x', text: 'Ten' }, { id: 'y', text: 'One' }, { id: 'z', text: 'Five' }] },
      { kind: 'text_entry', id: 'q4', prompt: '<p>Capital of France?</p>', points: 1 },
    ],
    answers: [],
    results: null,
    ...overrides,
  };
}

export function studentQuizOf(overrides: Partial<StudentQuiz> = {}): StudentQuiz {
  return {
    assignment: assignmentOf({ maxPoints: 5 }),
    settings: { attemptsAllowed: 2, scoring: 'highest', timeLimitSeconds: 1200, opensAt: null, closesAt: null, shuffleItems: false, grading: 'draft', release: 'manual', layout: 'all' },
    itemCount: 4,
    released: false,
    grade: null,
    attempts: [attemptOf()],
    ...overrides,
  };
}
