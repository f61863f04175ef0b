import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionView } from '@lyceum/shared/questions';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { assignmentOf } from '@/features/coursework/test/fixtures';
import { AssignmentFormPage } from '@/features/content/pages/assignment-form-page';
import { QuestionFormPage } from '@/features/questions/pages/question-form-page';

vi.mock('@/features/content/components/lazy-rich-text-editor', () => import('@/test/text-box-editor'));

const topic = { _id: 'tp1', name: 'Mechanics', class: 'c1', className: 'Physics 101', createdAt: '2025-01-01T00:00:00.000Z', materialsCount: 0, assignmentsCount: 1 };
const question: QuestionView = {
  assignment: assignmentOf({ _id: 'a1', title: 'Which force keeps the Moon in orbit?', workType: 'question', maxPoints: 2 }),
  question: { kind: 'multiple_choice', choices: ['Gravity', 'Friction'], showClassmates: true, studentsCanEdit: false },
  mine: null,
};
const topicPath = '/dashboard/classes/c1/topics/tp1';
const pattern = '/dashboard/classes/:id/topics/:topicId';
const routes = [
  { path: `${pattern}/assignments/:assignmentId/edit`, element: <AssignmentFormPage /> },
  { path: `${pattern}/questions/:questionId/edit`, element: <QuestionFormPage /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('Edit on a question post', () => {
  it("opens the question's form from the assignment's Edit, with its choices and settings", async () => {
    storeSession({ role: 'teacher' });
    const api = mockApi({
      'GET /api/quizzes/a1': { status: 404, body: { message: 'Quiz not found' } },
      'GET /api/assignments/a1': { body: question.assignment },
      'GET /api/topics/tp1': { body: topic },
      'GET /api/questions/a1': { body: question },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { router } = renderRoutes(routes, `${topicPath}/assignments/a1/edit?from=classwork`);
    expect(await screen.findByRole('heading', { name: 'Edit question' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${topicPath}/questions/a1/edit?from=classwork`);
    expect(screen.getByLabelText('Question type')).toHaveValue('multiple_choice');
    expect(screen.getByRole('textbox', { name: 'Choice 2' })).toHaveValue('Friction');
    expect(screen.getByLabelText("Students can see classmates' answers")).toBeChecked();
    expect(screen.getByLabelText('Students can edit their answer')).not.toBeChecked();
    expect(screen.getByLabelText('Points')).toHaveValue('2');
  });
});
