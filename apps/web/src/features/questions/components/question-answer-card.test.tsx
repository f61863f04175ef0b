import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassAnswers, QuestionView } from '@lyceum/shared/questions';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { assignmentOf } from '@/features/coursework/test/fixtures';
import QuestionAnswerCard from '@/features/questions/components/question-answer-card';

const question = (mine: QuestionView['mine']): QuestionView => ({
  assignment: assignmentOf({ title: 'Closest planet?', workType: 'question', maxPoints: 5 }),
  question: { kind: 'multiple_choice', choices: ['Mercury', 'Venus'], showClassmates: true, studentsCanEdit: false },
  mine,
});
const answered = question({ text: 'Venus', choice: 1, answeredAt: '2030-01-01T10:00:00.000Z', state: 'turned_in', grade: null });
const classAnswers: ClassAnswers = {
  answers: [{ student: { _id: 's2', name: 'Cleo Classmate' }, text: 'Mercury', choice: 0, answeredAt: '2030-01-01T09:00:00.000Z' }],
  counts: [1, 1],
  answered: 2,
  students: 3,
};

afterEach(() => vi.unstubAllGlobals());

describe('QuestionAnswerCard', () => {
  it("turns in the choice picked, then shows it turned in, locked, with the class's answers the teacher shares", async () => {
    storeSession({ role: 'student' });
    const api = mockApi({
      'GET /api/questions/a1': { body: question(null) },
      'PUT /api/questions/a1/answer': { body: answered },
      'GET /api/questions/a1/answers': { body: classAnswers },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<QuestionAnswerCard questionId="a1" />);
    // Not answered yet: classmates' answers are not asked for.
    await user.click(await screen.findByRole('radio', { name: 'Venus' }));
    expect(api.calls.some((call) => call.path.endsWith('/answers'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Turn in' }));
    expect(await screen.findByTestId('question-answer-state')).toHaveTextContent('Turned in');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ choice: 1 });
    expect(screen.getByRole('radio', { name: 'Venus' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mercury' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Turn in|Change answer/ })).not.toBeInTheDocument();
    const summary = await screen.findByTestId('class-answers');
    expect(within(summary).getByText('2 of 3 students answered')).toBeInTheDocument();
    expect(within(screen.getByTestId('choice-counts')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mercury1 answer', 'Venus1 answer']);
  });

  it("shows the server's refusal where the answer is", async () => {
    storeSession({ role: 'student' });
    const refusal = 'You have answered this question: your teacher does not allow changing the answer';
    vi.stubGlobal('fetch', mockApi({ 'GET /api/questions/a1': { body: question(null) }, 'PUT /api/questions/a1/answer': { status: 409, body: { message: refusal } } }).fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<QuestionAnswerCard questionId="a1" />);
    await user.click(await screen.findByRole('radio', { name: 'Mercury' }));
    await user.click(screen.getByRole('button', { name: 'Turn in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});
