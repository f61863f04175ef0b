import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_MSG } from '@lyceum/shared/quiz-messages';
import type { StudentQuiz } from '@lyceum/shared/quizzes';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import QuizStudentCard from '@/features/quizzes/components/quiz-student-card';
import { attemptOf, studentQuizOf } from '@/features/quizzes/test/quiz-fixtures';

const MINE = 'GET /api/quizzes/a1/mine';
const save = (item: string) => `PUT /api/quiz-attempts/at1/answers/${item}`;
const savedBody = { item: 'q1', response: { kind: 'single_choice', choice: 'b' }, savedAt: '2025-01-02T10:01:00.000Z' };

function renderCard(quiz: StudentQuiz, answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'student' });
  const api = mockApi({ [MINE]: { body: quiz }, ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <QuizStudentCard quizId="a1" />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

async function resume(quiz: StudentQuiz, answers: Parameters<typeof mockApi>[0] = {}) {
  const api = renderCard(quiz, answers);
  await userEvent.click(await screen.findByRole('button', { name: 'Resume the quiz' }));
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('QuizStudentCard', () => {
  it('shows the window, the time limit and the attempts used, with Resume for the open attempt', async () => {
    renderCard(studentQuizOf());
    expect(await screen.findByRole('button', { name: 'Resume the quiz' })).toBeInTheDocument();
    expect(screen.getByText('20 minutes')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-attempts-used')).toHaveTextContent('1 of 2');
    expect(screen.getAllByText('Any time')).toHaveLength(2);
  });

  it('offers no Start once every attempt is used, and says results come later before release', async () => {
    const done = attemptOf({ submittedAt: '2025-01-02T10:10:00.000Z' });
    renderCard(studentQuizOf({ settings: { ...studentQuizOf().settings, attemptsAllowed: 1 }, attempts: [done] }));
    expect(await screen.findByText('You have used your attempt at this quiz.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Your answers are saved\. Your score and the right answers will show here/)).toBeInTheDocument();
    expect(screen.queryByText(/Score:/)).not.toBeInTheDocument();
  });

  it('goes on with the attempt another tab started, whatever language the refusal came in', async () => {
    storeSession({ role: 'student' });
    const answers: Parameters<typeof mockApi>[0] = {
      [MINE]: { body: studentQuizOf({ attempts: [] }) },
      'POST /api/quizzes/a1/attempts': { status: 409, body: { message: '進行中の受験があります。続けてください' } },
    };
    vi.stubGlobal('fetch', mockApi(answers).fetchMock);
    renderWithProviders(
      <>
        <QuizStudentCard quizId="a1" />
        <Toaster theme="light" />
      </>,
    );
    const start = await screen.findByRole('button', { name: 'Start the quiz' });
    // Meanwhile, the other tab's attempt.
    answers[MINE] = { body: studentQuizOf() };
    await userEvent.click(start);
    expect(await screen.findByRole('region', { name: 'Question 1 of 4' })).toBeInTheDocument();
    expect(screen.queryByText(/進行中/)).not.toBeInTheDocument();
  });

  it('restores the saved answers on resume, and saves a choice at once with a visible Saved', async () => {
    const quiz = studentQuizOf({
      attempts: [attemptOf({ answers: [{ item: 'q4', response: { kind: 'text_entry', text: 'Paris' }, savedAt: '2025-01-02T10:00:30.000Z' }] })],
    });
    const api = await resume(quiz, { [save('q1')]: { body: savedBody } });
    const question4 = screen.getByRole('region', { name: 'Question 4 of 4' });
    expect(within(question4).getByRole('textbox')).toHaveValue('Paris');
    const question1 = screen.getByRole('region', { name: 'Question 1 of 4' });
    await userEvent.click(within(question1).getByRole('radio', { name: 'Jupiter' }));
    await waitFor(() => expect(within(question1).getByText('Saved')).toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ kind: 'single_choice', choice: 'b' });
  });

  it('asks before the page is left while an answer is not yet stored, and not once it is', async () => {
    await resume(studentQuizOf(), { [save('q4')]: { body: savedBody } });
    const question4 = screen.getByRole('region', { name: 'Question 4 of 4' });
    await userEvent.type(within(question4).getByRole('textbox'), 'Paris');
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(false);
    await waitFor(() => expect(within(question4).getByText('Saved')).toBeInTheDocument(), { timeout: 3_000 });
    expect(leave()).toBe(true);
  });

  it("shows the server's strict-number message at the numeric field", async () => {
    await resume(studentQuizOf(), { [save('q2')]: { status: 400, body: { message: QUIZ_MSG.numberComma } } });
    const field = within(screen.getByRole('region', { name: 'Question 2 of 4' })).getByRole('textbox');
    await userEvent.type(field, '1,5');
    const error = await screen.findByText('Use a point for decimals, like 1.5, not a comma.', {}, { timeout: 3000 });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('saves an emptied number as no answer, so the one saved before does not come back', async () => {
    const quiz = studentQuizOf({ attempts: [attemptOf({ answers: [{ item: 'q2', response: { kind: 'numeric', text: '42' }, savedAt: '2025-01-02T10:00:30.000Z' }] })] });
    const api = await resume(quiz, { [save('q2')]: { body: savedBody } });
    const question2 = screen.getByRole('region', { name: 'Question 2 of 4' });
    await userEvent.clear(within(question2).getByRole('textbox'));
    await waitFor(() => expect(within(question2).getByText('Saved')).toBeInTheDocument(), { timeout: 3_000 });
    expect(api.calls.filter((call) => call.path.endsWith('/q2')).map((call) => call.body)).toEqual([{ kind: 'numeric', text: '' }]);
  });

  it('shows one question per screen when the quiz says so: Next and the navigator move, focus goes to the heading, answers still saved', async () => {
    const api = await resume(studentQuizOf({ settings: { ...studentQuizOf().settings, layout: 'one' } }), { [save('q1')]: { body: savedBody } });
    expect(screen.getAllByTestId('quiz-item')).toHaveLength(1);
    const navigator = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(navigator).getByRole('button', { name: 'Question 1, not answered' })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(within(screen.getByRole('region', { name: 'Question 1 of 4' })).getByRole('radio', { name: 'Jupiter' }));
    await waitFor(() => expect(api.calls.find((call) => call.path.endsWith('/q1'))?.body).toEqual({ kind: 'single_choice', choice: 'b' }));
    expect(within(navigator).getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 2 of 4' })).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Question 1 of 4' })).not.toBeInTheDocument();
    await userEvent.click(within(navigator).getByRole('button', { name: 'Question 4, not answered' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 4 of 4' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 3 of 4' })).toHaveFocus());
  });

  it('orders by keyboard: Move down moves the entry, saves the order and keeps focus on the entry', async () => {
    const api = await resume(studentQuizOf(), { [save('q3')]: { body: savedBody } });
    const question3 = screen.getByRole('region', { name: 'Question 3 of 4' });
    within(question3).getByRole('button', { name: 'Move Ten down' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(question3).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1.One', '2.Ten', '3.Five']);
    await waitFor(() => expect(within(question3).getByRole('button', { name: 'Move Ten down' })).toHaveFocus());
    await waitFor(() => expect(api.calls.find((call) => call.path.endsWith('/q3'))?.body).toEqual({ kind: 'ordering', order: ['y', 'x', 'z'] }));
  });

  it('turns in after a confirmation that counts the unanswered questions, then shows the attempt', async () => {
    const turnedIn = attemptOf({ submittedAt: '2025-01-02T10:10:00.000Z' });
    const api = await resume(studentQuizOf(), { 'POST /api/quiz-attempts/at1/turn-in': { body: turnedIn } });
    await userEvent.click(screen.getByRole('button', { name: 'Turn in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn in this attempt?' });
    expect(dialog).toHaveTextContent('4 questions have no answer.');
    // The server now has the attempt turned in.
    api.calls.length = 0;
    vi.stubGlobal('fetch', mockApi({ [MINE]: { body: studentQuizOf({ attempts: [turnedIn] }) }, 'POST /api/quiz-attempts/at1/turn-in': { body: turnedIn } }).fetchMock);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn in' }));
    expect(await screen.findByText(/Your answers are saved\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Quiz' })).toHaveFocus());
  });

  it('says so when the server refuses an answer because the time is up, and takes no more', async () => {
    await resume(studentQuizOf(), { [save('q1')]: { status: 409, body: { message: QUIZ_MSG.timeUp } } });
    await userEvent.click(screen.getByRole('radio', { name: 'Mars' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Time is up: this attempt has ended');
    expect(screen.getByRole('radio', { name: 'Jupiter' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Turn in' })).not.toBeInTheDocument();
  });

  it('puts focus on the attempt when the player opens, and ends it when the countdown reaches the deadline', async () => {
    const deadline = new Date(Date.now() + 1_500).toISOString();
    await resume(studentQuizOf({ attempts: [attemptOf({ deadline })] }));
    expect(screen.getByRole('heading', { name: 'Attempt 1' })).toHaveFocus();
    expect(screen.getByTestId('quiz-countdown')).toHaveTextContent(/Time left: 0:0[12]/);
    expect(await screen.findByRole('alert', {}, { timeout: 4_000 })).toHaveTextContent('Time is up: this attempt has ended');
    expect(screen.getByRole('radio', { name: 'Jupiter' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Turn in' })).not.toBeInTheDocument();
  });

  it('shows the score, points and right answers once released', async () => {
    const released = attemptOf({
      submittedAt: '2025-01-02T10:10:00.000Z',
      answers: [{ item: 'q1', response: { kind: 'single_choice', choice: 'a' }, savedAt: '2025-01-02T10:01:00.000Z' }],
      results: {
        score: 0,
        maxScore: 5,
        items: [
          { item: 'q1', points: 0, max: 1, key: { kind: 'single_choice', id: 'q1', prompt: '<p>Largest planet?</p>', points: 1, choices: [{ id: 'a', text: 'Mars' }, { id: 'b', text: 'Jupiter' }], correct: 'b', shuffle: true } },
        ],
      },
    });
    renderCard(studentQuizOf({ released: true, grade: 0, attempts: [released] }));
    expect(await screen.findByTestId('quiz-attempt-score')).toHaveTextContent('Score: 0 / 5');
    const result = screen.getByTestId('quiz-attempt-result');
    expect(within(result).getByText('Mars')).toBeInTheDocument();
    expect(within(result).getByText('Jupiter')).toBeInTheDocument();
    expect(within(result).getByText('0 / 1 points')).toBeInTheDocument();
  });
});
