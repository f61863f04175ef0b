import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeacherQuiz } from '@lyceum/shared/quizzes';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { assignmentOf } from '@/features/coursework/test/fixtures';
import { QuizForm } from '@/features/quizzes/components/quiz-form';

// Quill has its own tests: here each rich text is a plain text box that reports what is typed.
vi.mock('@/features/content/components/lazy-rich-text-editor', () => import('@/test/text-box-editor'));

const SETTINGS = { attemptsAllowed: 1, scoring: 'highest', timeLimitSeconds: null, opensAt: null, closesAt: null, shuffleItems: false, grading: 'draft', release: 'immediately', layout: 'all', releasedAt: null } as const;
const saved: TeacherQuiz = {
  assignment: assignmentOf({ _id: 'qz1', title: 'Forces', description: '<p>Go</p>', maxPoints: 2 }),
  settings: SETTINGS,
  items: [
    { kind: 'single_choice', id: 'q1', prompt: '<p>Unit of force?</p>', points: 1, choices: [{ id: 'c1', text: 'Newton' }, { id: 'c2', text: 'Joule' }], correct: 'c1', shuffle: true },
    { kind: 'true_false', id: 'q2', prompt: '<p>F = ma</p>', points: 1, correct: true },
  ],
};

function renderForm(quiz?: TeacherQuiz, answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'teacher' });
  const api = mockApi({ 'POST /api/quizzes': { status: 201, body: saved }, ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <QuizForm classId="c1" topicId="tp1" quiz={quiz} />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

async function fillShared() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Title'), 'Forces');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), '<p>Go</p>');
  await user.type(screen.getByLabelText('Due date'), '2030-03-01T12:00');
  return user;
}

const question = (n: number) => screen.getAllByTestId('quiz-item')[n - 1]!;

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('QuizForm', () => {
  it('sends the settings and each question with its key: the marked choice, the number and its tolerance', async () => {
    const api = renderForm();
    const user = await fillShared();
    await user.type(screen.getByLabelText('Attempts allowed'), '{Backspace}2');
    await user.type(screen.getByLabelText('Time limit (minutes)'), '15');
    const first = within(question(1));
    await user.type(first.getByRole('textbox', { name: 'Question' }), 'Unit of force?');
    await user.type(first.getByRole('textbox', { name: 'Choice 1' }), 'Newton');
    await user.type(first.getByRole('textbox', { name: 'Choice 2' }), 'Joule');
    await user.click(first.getByRole('button', { name: 'Remove choice 4' }));
    await user.click(first.getByRole('button', { name: 'Remove choice 3' }));
    await user.click(first.getByRole('radio', { name: 'Choice 1 is correct' }));
    await user.selectOptions(screen.getByLabelText('Kind of question'), 'Numeric');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const second = within(question(2));
    expect(second.getByRole('heading', { name: 'Question 2: Numeric' })).toBeInTheDocument();
    await user.type(second.getByRole('textbox', { name: 'Question' }), 'g in m/s²?');
    await user.type(second.getByLabelText('Correct number'), '9.81');
    await user.type(second.getByLabelText('Tolerance'), '{Backspace}0.05');
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    await screen.findByText('Quiz created!');
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Forces',
      description: '<p>Go</p>',
      topic: 'tp1',
      settings: { attemptsAllowed: 2, timeLimitSeconds: 900, scoring: 'highest', grading: 'draft', release: 'immediately' },
      items: [
        { kind: 'single_choice', id: 'q1', prompt: 'Unit of force?', points: 1, choices: [{ id: 'c1', text: 'Newton' }, { id: 'c2', text: 'Joule' }], correct: 'c1' },
        { kind: 'numeric', id: 'q2', points: 1, answer: 9.81, tolerance: 0.05, toleranceMode: 'absolute' },
      ],
    });
  }, 20_000);

  it('shows each wrong part at its field, focuses the first and sends nothing', async () => {
    const api = renderForm();
    const user = await fillShared();
    const first = within(question(1));
    await user.clear(first.getByLabelText('Points'));
    await user.type(first.getByLabelText('Points'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    const prompt = first.getByRole('textbox', { name: 'Question' });
    await waitFor(() => expect(prompt).toHaveFocus());
    expect(screen.getByText('Write the question.')).toBeInTheDocument();
    const points = first.getByLabelText('Points');
    expect(points).toHaveAttribute('aria-invalid', 'true');
    expect(points).toHaveAccessibleDescription('Enter points above 0, at most 1000, with at most two decimals.');
    expect((await screen.findAllByText('Please fill in all fields')).length).toBeGreaterThan(0);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  }, 20_000);

  it('reorders questions with Move up, keeping focus on the button pressed', async () => {
    renderForm(saved);
    const user = userEvent.setup();
    const up = screen.getByRole('button', { name: 'Move question 2 up' });
    await user.click(up);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Question 1: True or false', 'Question 2: Single choice']);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move question 1 up'));
    expect(screen.getByRole('status')).toHaveTextContent('Question moved to position 1');
  });

  it('removing a question moves focus to the one now in its place, and the last one to Add question', async () => {
    renderForm(saved);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Question 1: True or false']);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Remove question 1'));
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add question' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Update Quiz' }));
    expect(await screen.findByText('Add at least one question.')).toBeInTheDocument();
  });

  it("shows the server's 400 at the question and part it names", async () => {
    renderForm(saved, { 'PUT /api/quizzes/qz1': { status: 400, body: { message: 'items.1.points: points must be at most 1000' } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update Quiz' }));
    const points = within(question(2)).getByLabelText('Points');
    await waitFor(() => expect(points).toHaveFocus());
    expect(points).toHaveAccessibleDescription('items.1.points: points must be at most 1000');
  });

  it('lists the scores a changed key changed, by student, before leaving', async () => {
    const changes = [
      { attempt: 'at1', student: 'u1', item: 'q2', before: 1, after: 0 },
      { attempt: 'at1', student: 'u1', item: null, before: 2, after: 1 },
    ];
    renderForm(saved, {
      'PUT /api/quizzes/qz1': { body: { quiz: saved, changes } },
      'GET /api/quizzes/qz1/attempts': { body: [{ _id: 'at1', student: { _id: 'u1', name: 'Ada Lovelace' }, number: 1, startedAt: '', deadline: null, submittedAt: '', score: 1, answers: [] }] },
    });
    const user = userEvent.setup();
    await user.click(within(question(2)).getByRole('radio', { name: 'False' }));
    await user.click(screen.getByRole('button', { name: 'Update Quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attempts regraded' });
    expect(dialog).toHaveTextContent('1 score changed with the new answer key.');
    const rows = within(dialog).getAllByRole('row').slice(1).map((row) => row.textContent);
    await waitFor(() => expect(within(dialog).getAllByText('Ada Lovelace')).toHaveLength(2));
    expect(rows).toHaveLength(2);
    expect(within(dialog).getByText('Question 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Whole attempt')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await screen.findByText('Quiz updated!');
  });
});
