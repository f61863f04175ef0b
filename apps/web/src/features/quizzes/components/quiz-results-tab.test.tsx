import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GradedAttempt, QuizStatistics, TeacherQuiz } from '@lyceum/shared/quizzes';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import QuizResultsTab from '@/features/quizzes/components/quiz-results-tab';
import { assignmentOf } from '@/features/coursework/test/fixtures';

const quiz: TeacherQuiz = {
  assignment: assignmentOf({ maxPoints: 4 }),
  settings: { attemptsAllowed: 1, scoring: 'highest', timeLimitSeconds: null, opensAt: null, closesAt: null, shuffleItems: false, grading: 'draft', release: 'manual', layout: 'all', releasedAt: null },
  items: [
    { kind: 'true_false', id: 'q1', prompt: '<p>The sky is blue.</p>', points: 1, correct: true },
    { kind: 'essay', id: 'q2', prompt: '<p>Why?</p>', points: 3 },
  ],
};
const attempt: GradedAttempt = {
  _id: 'at1',
  student: { _id: 's1', name: 'Ada Lovelace' },
  number: 1,
  startedAt: '2025-01-02T10:00:00.000Z',
  deadline: null,
  submittedAt: '2025-01-02T10:05:00.000Z',
  // An essay not graded yet counts 0 until it is.
  score: 1,
  answers: [
    { item: 'q1', response: { kind: 'true_false', value: true }, points: 1, overridePoints: null },
    { item: 'q2', response: { kind: 'essay', text: 'Rayleigh scattering' }, points: null, overridePoints: null },
  ],
};
const statistics: QuizStatistics = {
  attempts: 1,
  maxScore: 4,
  scores: [0, 1, 2, 3, 4].map((score) => ({ score, count: score === 1 ? 1 : 0 })),
  items: [
    { item: 'q1', kind: 'true_false', answered: 1, shareCorrect: 1, choices: [{ choice: 'true', count: 1 }], answers: [], parts: [] },
    { item: 'q2', kind: 'essay', answered: 1, shareCorrect: null, choices: [], answers: [], parts: [] },
  ],
};

function renderTab(answers: Parameters<typeof mockApi>[0] = {}, shown: TeacherQuiz = quiz) {
  storeSession({ role: 'teacher' });
  const api = mockApi({
    'GET /api/quizzes/a1/attempts': { body: [attempt] },
    'GET /api/quizzes/a1/statistics': { body: statistics },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <QuizResultsTab quiz={shown} />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('QuizResultsTab', () => {
  it('lists each attempt, an ungraded essay as Needs grading, and the statistics as tables', async () => {
    renderTab();
    const attempts = await screen.findByTestId('quiz-attempts');
    expect(within(attempts).getByText('Needs grading')).toBeInTheDocument();
    expect(within(attempts).getByText('1 / 4')).toBeInTheDocument();
    const stats = await screen.findByRole('table', { name: 'Over one turned-in attempt' });
    const rows = within(stats).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('100%');
    expect(rows[1]).toHaveTextContent('True: 1');
    expect(within(screen.getByTestId('quiz-score-distribution')).getAllByRole('row')).toHaveLength(6);
  });

  it('shows the most frequent typed answers and the share right of each gap', async () => {
    const typed: TeacherQuiz = {
      ...quiz,
      items: [
        { kind: 'text_entry', id: 'q1', prompt: '<p>Capital of France?</p>', points: 1, accepted: ['Paris'], caseSensitive: false, whitespace: 'collapse' },
        { kind: 'inline_choice', id: 'q2', prompt: '<p>{{g1}} and {{g2}}</p>', points: 1, scoring: 'partial', gaps: [{ id: 'g1', choices: [{ id: 'a', text: 'A' }], correct: 'a' }, { id: 'g2', choices: [{ id: 'b', text: 'B' }], correct: 'b' }] },
      ],
    };
    const byKind: QuizStatistics = {
      ...statistics,
      items: [
        { item: 'q1', kind: 'text_entry', answered: 3, shareCorrect: 0.667, choices: [], answers: [{ answer: 'paris', count: 2 }, { answer: 'lyon', count: 1 }], parts: [] },
        { item: 'q2', kind: 'inline_choice', answered: 3, shareCorrect: 0.333, choices: [], answers: [], parts: [{ part: 'g1', shareCorrect: 0.667 }, { part: 'g2', shareCorrect: 0.333 }] },
      ],
    };
    renderTab({ 'GET /api/quizzes/a1/statistics': { body: byKind } }, typed);
    const rows = within(await screen.findByRole('table', { name: 'Over one turned-in attempt' })).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['paris: 2', 'lyon: 1']);
    expect(within(rows[2] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Gap 1: 67% right', 'Gap 2: 33% right']);
  });

  it("grades an essay by hand: a bad value is refused at the field, a good one is sent", async () => {
    const api = renderTab({ 'PUT /api/quiz-attempts/at1/items/q2/points': { body: { ...attempt, score: 3 } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Answers of Ada Lovelace, attempt 1' }));
    expect(screen.getByText('Rayleigh scattering')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Points for question 2 (of 3)' });
    await userEvent.type(field, '4');
    const forms = screen.getAllByRole('button', { name: 'Save points' });
    await userEvent.click(forms[1] as HTMLElement);
    expect(await screen.findByText('Enter points from 0 to 3, with at most two decimals.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await userEvent.click(forms[1] as HTMLElement);
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ points: 2.5 }));
  });

  it('releases the results by hand after a confirmation', async () => {
    const api = renderTab({ 'POST /api/quizzes/a1/release': { body: { message: 'Results released' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Release results' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release the results?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release results' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/quizzes/a1/release')).toBe(true));
  });
});
