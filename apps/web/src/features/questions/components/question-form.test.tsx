import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionView } from '@lyceum/shared/questions';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { assignmentOf } from '@/features/coursework/test/fixtures';
import { QuestionForm } from '@/features/questions/components/question-form';

// Quill has its own tests: here the details are a plain text box that reports what is typed.
vi.mock('@/features/content/components/lazy-rich-text-editor', () => import('@/test/text-box-editor'));

const saved: QuestionView = {
  assignment: assignmentOf({ _id: 'q1', title: 'Which planet is largest?', description: '', workType: 'question', dueDate: '2030-03-01T12:00:00.000Z', maxPoints: null }),
  question: { kind: 'short_answer', choices: [], showClassmates: false, studentsCanEdit: true },
  mine: null,
};

function renderForm(question?: QuestionView, answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'teacher' });
  const api = mockApi({ 'POST /api/questions': { status: 201, body: saved }, 'PUT /api/questions/q1': { body: saved }, ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <QuestionForm classId="c1" topicId="tp1" question={question} />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

async function fillQuestion() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Title'), 'Which planet is largest?');
  await user.type(screen.getByLabelText('Due date'), '2030-03-01T12:00');
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('QuestionForm', () => {
  it('posts a multiple-choice question with no details, the choices in the order the buttons left them, and who sees answers', async () => {
    const api = renderForm();
    const user = await fillQuestion();
    await user.type(screen.getByLabelText('Choice 1'), 'Saturn');
    await user.type(screen.getByLabelText('Choice 2'), 'Jupiter');
    await user.click(screen.getByRole('button', { name: 'Add choice' }));
    await user.type(screen.getByLabelText('Choice 3'), 'Mars');
    await user.click(screen.getByRole('button', { name: 'Move choice 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add choice' }));
    await user.click(screen.getByRole('button', { name: 'Remove choice 4' }));
    await user.click(screen.getByLabelText("Students can see classmates' answers"));
    await user.click(screen.getByRole('button', { name: 'Create question' }));
    await screen.findByText('Question created');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Which planet is largest?',
      description: '',
      maxPoints: null,
      question: { kind: 'multiple_choice', choices: ['Jupiter', 'Saturn', 'Mars'], showClassmates: true, studentsCanEdit: false },
    });
  });

  it('refuses an empty or repeated choice at the choices, with focus on them, before sending', async () => {
    const api = renderForm();
    const user = await fillQuestion();
    const first = screen.getByLabelText('Choice 1');
    await user.type(first, 'Mars');
    await user.click(screen.getByRole('button', { name: 'Create question' }));
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Fill in every choice, or remove it');
    expect(first).toHaveFocus();
    await user.type(screen.getByLabelText('Choice 2'), 'Mars ');
    await user.click(screen.getByRole('button', { name: 'Create question' }));
    expect(first).toHaveAccessibleDescription('Each choice must be different');
    expect(first).toHaveFocus();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('edits a short-answer question: no choices shown or sent', async () => {
    const api = renderForm(saved);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Question type')).toHaveValue('short_answer');
    expect(screen.queryByRole('textbox', { name: 'Choice 1' })).toBeNull();
    expect(screen.getByLabelText('Students can edit their answer')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update question' }));
    await screen.findByText('Question updated');
    const body = api.calls.find((call) => call.method === 'PUT')?.body as { question: Record<string, unknown> };
    expect(body.question).toEqual({ kind: 'short_answer', showClassmates: false, studentsCanEdit: true });
  });

  it("shows the server's refusal of changed choices (already answered) at the choices", async () => {
    const locked = 'Students have answered this question: its kind and choices can no longer change';
    const answered: QuestionView = { ...saved, question: { kind: 'multiple_choice', choices: ['Jupiter', 'Saturn'], showClassmates: false, studentsCanEdit: false } };
    renderForm(answered, { 'PUT /api/questions/q1': { status: 409, body: { message: locked } } });
    const user = userEvent.setup();
    const first = screen.getByRole('textbox', { name: 'Choice 1' });
    await user.type(screen.getByRole('textbox', { name: 'Choice 2' }), ' V');
    await user.click(screen.getByRole('button', { name: 'Update question' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription(locked));
    expect(first).toHaveFocus();
  });
});
