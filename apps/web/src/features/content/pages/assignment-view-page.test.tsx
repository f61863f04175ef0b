import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@lyceum/shared/roles';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { AssignmentViewPage } from '@/features/content/pages/assignment-view-page';
import { assignmentOf, studentWorkOf, submissionOf } from '@/features/coursework/test/fixtures';

vi.mock('@/features/content/components/lazy-rich-text-editor', () => ({ LazyRichTextEditor: () => null }));

const PATH = '/dashboard/classes/c1/topics/tp1/assignments/a1';

function renderPage(role: Role, query = '', assignment = assignmentOf()) {
  storeSession({ role });
  const api = mockApi({
    'GET /api/assignments/a1': { body: assignment },
    'GET /api/topics/tp1': { body: { _id: 'tp1', name: 'Mechanics', class: 'c1', className: 'Physics 101', createdAt: '2025-01-01T00:00:00.000Z', materialsCount: 0, assignmentsCount: 1 } },
    'GET /api/comments/assignment/a1': { body: [] },
    'GET /api/assignments/a1/submissions': { body: studentWorkOf() },
    'GET /api/assignments/a1/submissions/id-student': { body: submissionOf() },
    'GET /api/assignments/a1/submissions/id-student/comments': { body: [] },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return { ...renderRoutes([{ path: '/dashboard/classes/:id/topics/:topicId/assignments/:assignmentId', element: <AssignmentViewPage /> }], `${PATH}${query}`), api };
}

afterEach(() => vi.unstubAllGlobals());

/** The page loads the student's or the teacher's part lazily: a first import takes more than the default second on a loaded machine. */
const LAZY = { timeout: 5_000 };

describe('AssignmentViewPage: coursework by role', () => {
  it("shows the points, and a student gets 'Your work' and no Student work tab", async () => {
    const { api } = renderPage('student');
    expect(await screen.findByTestId('your-work', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByTestId('assignment-points')).toHaveTextContent('10 points');
    expect(screen.queryByRole('tab', { name: 'Student work' })).not.toBeInTheDocument();
    // Its workType says it is no quiz: the quiz routes are not probed.
    expect(api.calls.filter((call) => call.path.startsWith('/api/quizzes/'))).toEqual([]);
  });

  it('says Ungraded for an assignment without points', async () => {
    renderPage('student', '', assignmentOf({ maxPoints: null }));
    expect(await screen.findByTestId('assignment-points', {}, LAZY)).toHaveTextContent('Ungraded');
  });

  it.each(['teacher', 'admin'] as const)('%s gets Instructions | Student work, the tab kept in the URL', async (role) => {
    const user = userEvent.setup();
    const { router } = renderPage(role);
    const tab = await screen.findByRole('tab', { name: 'Student work' }, LAZY);
    expect(screen.getByRole('tab', { name: 'Instructions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('your-work')).not.toBeInTheDocument();
    await user.click(tab);
    expect(await screen.findByTestId('work-counts')).toHaveTextContent('2 turned in · 1 missing · 2 graded');
    expect(router.state.location.search).toBe('?view=work');
  });

  it("a link to a student's work opens the Student work tab with that student", async () => {
    renderPage('teacher', '?student=s2');
    const panel = await screen.findByTestId('grading-panel', {}, LAZY);
    expect(within(panel).getByRole('heading', { name: "Bob Marley's work" })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Student work' })).toHaveAttribute('aria-selected', 'true');
  });
});
