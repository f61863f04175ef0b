import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { assignmentOf } from '@/features/coursework/test/fixtures';
import { AssignmentFormPage } from '@/features/content/pages/assignment-form-page';
import { QuizFormPage } from '@/features/quizzes/pages/quiz-form-page';

vi.mock('@/features/content/components/lazy-rich-text-editor', () => import('@/test/text-box-editor'));

const topic = { _id: 'tp1', name: 'Mechanics', class: 'c1', className: 'Physics 101', createdAt: '2025-01-01T00:00:00.000Z', materialsCount: 0, assignmentsCount: 1 };
const quiz = {
  assignment: assignmentOf({ _id: 'a1', title: 'Forces', maxPoints: 1 }),
  settings: { attemptsAllowed: 3, scoring: 'latest', timeLimitSeconds: 600, opensAt: null, closesAt: null, shuffleItems: true, grading: 'returned', release: 'manual', releasedAt: null },
  items: [{ kind: 'true_false', id: 'q1', prompt: '<p>F = ma</p>', points: 1, correct: false }],
};
const topicPath = '/dashboard/classes/c1/topics/tp1';
const routes = [
  { path: `${topicPath.replace('c1', ':id').replace('tp1', ':topicId')}/assignments/:assignmentId/edit`, element: <AssignmentFormPage /> },
  { path: `${topicPath.replace('c1', ':id').replace('tp1', ':topicId')}/quizzes/:quizId/edit`, element: <QuizFormPage /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('Edit on a quiz', () => {
  it("opens the builder from the assignment's Edit, with the quiz's settings and key", async () => {
    storeSession({ role: 'teacher' });
    vi.stubGlobal('fetch', mockApi({ 'GET /api/quizzes/a1': { body: quiz }, 'GET /api/topics/tp1': { body: topic }, 'GET /api/assignments/a1': { body: quiz.assignment } }).fetchMock);
    const { router } = renderRoutes(routes, `${topicPath}/assignments/a1/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit Quiz' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${topicPath}/quizzes/a1/edit`);
    expect(screen.getByLabelText('Attempts allowed')).toHaveValue('3');
    expect(screen.getByLabelText('Time limit (minutes)')).toHaveValue('10');
    expect(screen.getByLabelText('Show results to students')).toHaveValue('manual');
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked();
  });

  it('keeps the assignment form for an assignment that is not a quiz (the quiz read answers 404)', async () => {
    storeSession({ role: 'teacher' });
    const api = mockApi({ 'GET /api/quizzes/a1': { status: 404, body: { message: 'Quiz not found' } }, 'GET /api/topics/tp1': { body: topic }, 'GET /api/assignments/a1': { body: quiz.assignment } });
    vi.stubGlobal('fetch', api.fetchMock);
    const { router } = renderRoutes(routes, `${topicPath}/assignments/a1/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit Assignment' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${topicPath}/assignments/a1/edit`);
    // The assignment and its topic were read once each, alongside the quiz probe.
    await waitFor(() => expect(api.calls.map((call) => call.path).sort()).toEqual(['/api/assignments/a1', '/api/quizzes/a1', '/api/topics/tp1']));
  });

  it("refuses a student the builder and never reads the quiz's key", async () => {
    storeSession({ role: 'student' });
    const api = mockApi({ 'GET /api/quizzes/a1': { body: quiz }, 'GET /api/topics/tp1': { body: topic } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderRoutes(routes, `${topicPath}/quizzes/a1/edit`);
    expect(await screen.findByText("You don't have permission to access this resource.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Attempts allowed')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/quizzes'))).toEqual([]);
  });
});
