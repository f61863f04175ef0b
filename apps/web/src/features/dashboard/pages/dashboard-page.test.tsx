import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { dashboardOf } from '@/features/dashboard/test/fixtures';
import { renderDashboard } from '@/features/dashboard/test/render-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss(); // sonner's store is global: no toast may leak into the next test
});

const statCard = (title: string) => screen.queryByTestId(`stat-${title}`);

describe('DashboardPage: header', () => {
  it('welcomes the user by name and shows the role badge', async () => {
    renderDashboard('teacher', { body: dashboardOf() }, 'Marie Curie');
    // The stored session is restored asynchronously (its schema is downloaded on demand).
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The whole sentence; the name in it sits in its own <bdi> (its direction is its own, issue 38).
    const welcome = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === "Welcome back, Marie Curie! Here's what's happening today.");
    expect(welcome.querySelector('bdi')).toHaveTextContent(/^Marie Curie$/);
    expect(screen.getByText('Teacher')).toBeInTheDocument();
    await screen.findByTestId('stat-classes');
  });

  it('makes exactly one request for its data', async () => {
    const { api } = renderDashboard('admin', { body: dashboardOf() });
    await screen.findByTestId('stat-classes');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/dashboard']);
  });
});

describe('DashboardPage: stat cards by role', () => {
  it.each(['admin', 'teacher'] as const)('a %s sees Classes, Assignments, Materials and Students', async (role) => {
    renderDashboard(role, { body: dashboardOf() });
    const expected = [
      ['classes', 'Classes', '2', 'Active classes'],
      ['assignments', 'Assignments', '7', 'Recent assignments'],
      ['materials', 'Materials', '5', 'Learning materials'],
      ['students', 'Students', '12', 'Total students'],
    ] as const;
    for (const [key, title, value, description] of expected) {
      const card = await screen.findByTestId(`stat-${key}`);
      expect(within(card).getByText(title)).toBeInTheDocument();
      expect(within(card).getByTestId('stat-value')).toHaveTextContent(value);
      expect(within(card).getByText(description)).toBeInTheDocument();
    }
  });

  it('links Classes, Assignments and Materials to their pages; Students is not a link', async () => {
    renderDashboard('admin', { body: dashboardOf() });
    await screen.findByTestId('stat-students');
    expect(statCard('classes')?.closest('a')).toHaveAttribute('href', '/dashboard/classes');
    expect(statCard('assignments')?.closest('a')).toHaveAttribute('href', '/dashboard/assignments');
    expect(statCard('materials')?.closest('a')).toHaveAttribute('href', '/dashboard/materials');
    expect(statCard('students')?.closest('a')).toBeNull();
  });

  it('hides the Students card from students (the server sends no count)', async () => {
    const { stats } = dashboardOf();
    renderDashboard('student', { body: dashboardOf({ stats: { classes: stats.classes, assignments: 7, materials: 5 } }) });
    await screen.findByTestId('stat-classes');
    expect(statCard('students')).toBeNull();
    expect(screen.queryByText('Total students')).not.toBeInTheDocument();
  });

  it('never shows an Activity card', async () => {
    renderDashboard('admin', { body: dashboardOf() });
    await screen.findByTestId('stat-classes');
    expect(screen.queryByText(/activity/i)).not.toBeInTheDocument();
  });
});

describe('DashboardPage: Learning Tools by role', () => {
  const toolsOf = async () => {
    const card = await screen.findByTestId('learning-tools');
    expect(within(card).getByRole('heading', { level: 2, name: 'Learning Tools' })).toBeInTheDocument();
    return within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
  };

  it('gives an admin every tool, with Create New Class to the create route', async () => {
    renderDashboard('admin', { body: dashboardOf() });
    expect(await toolsOf()).toEqual([
      ['Browse Classes', '/dashboard/classes'],
      ['System Settings', '/dashboard/profile'],
      ['Create New Class', '/dashboard/classes/create'],
    ]);
    // These two ask for a class first (a dialog), rather than opening the class list.
    for (const name of ['Create Assignment', 'Manage Students']) expect(screen.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('gives a teacher no System Settings and no Create New Class', async () => {
    renderDashboard('teacher', { body: dashboardOf() });
    expect(await toolsOf()).toEqual([['Browse Classes', '/dashboard/classes']]);
    expect(screen.getByRole('button', { name: 'Create Assignment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Students' })).toBeInTheDocument();
  });

  it('gives a student Browse Classes only', async () => {
    renderDashboard('student', { body: dashboardOf() });
    expect(await toolsOf()).toEqual([['Browse Classes', '/dashboard/classes']]);
    expect(screen.queryByRole('link', { name: 'Create New Class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Students' })).not.toBeInTheDocument();
  });
});

describe('DashboardPage: Learning Tools ask for the class', () => {
  const answers = {
    'GET /api/classes?limit=50': { body: [{ _id: 'c1', name: 'Algebra', description: '', meetingLink: null, teachers: [], teachersCount: 0, studentsCount: 0, createdAt: '2025-01-01T00:00:00.000Z' }] },
    'GET /api/classes/c1/topics': { body: [{ _id: 't1', name: 'Fractions', class: 'c1', className: 'Algebra' }] },
    'GET /api/dashboard': { body: dashboardOf() },
  };
  const show = (role: 'admin' | 'teacher') => {
    storeSession({ role });
    vi.stubGlobal('fetch', mockApi(answers).fetchMock);
    return renderWithProviders(<DashboardPage />, '/dashboard');
  };

  it('Create Assignment: a class, then its topic, then the assignment form', async () => {
    const { router } = show('teacher');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Assignment' });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Class' }), await within(dialog).findByRole('option', { name: 'Algebra' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Topic' }), await within(dialog).findByRole('option', { name: 'Fractions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/dashboard/classes/c1/topics/t1/assignments/create');
  });

  it('Create Assignment makes a quiz too: Kind of work Quiz opens the quiz builder in the chosen topic', async () => {
    const { router } = show('teacher');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Assignment' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Class' }), await within(dialog).findByRole('option', { name: 'Algebra' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Topic' }), await within(dialog).findByRole('option', { name: 'Fractions' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind of work' }), 'Quiz');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/dashboard/classes/c1/topics/t1/quizzes/create');
  });

  it('Manage Students: a class, then its people (an admin, its edit page with the member pickers)', async () => {
    const { router } = show('admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage Students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Students' });
    expect(within(dialog).queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Class' }), await within(dialog).findByRole('option', { name: 'Algebra' }));
    await user.click(within(dialog).getByRole('button', { name: 'Open people' }));
    expect(router.state.location.pathname).toBe('/dashboard/classes/c1/edit');
  });
});

describe('DashboardPage: loading and errors', () => {
  it('shows a spinner while the data is on its way, and no panels yet', async () => {
    storeSession({ role: 'teacher' });
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderWithProviders(<DashboardPage />, '/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('my-classroom')).not.toBeInTheDocument();
    expect(screen.queryByText('No classes found')).not.toBeInTheDocument();
    // Below the panels: shown now, it would jump down as they arrive.
    expect(screen.queryByTestId('learning-tools')).not.toBeInTheDocument();
  });

  it(`says "${MSG.dashboardLoadFailed}" as a toast and on the page, without empty states`, async () => {
    renderDashboard('admin', { status: 403, body: { message: 'server says no' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.dashboardLoadFailed);
    expect(await screen.findByText(MSG.dashboardLoadFailed, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.queryByText('No classes found')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
    expect(screen.getByTestId('learning-tools')).toBeInTheDocument();
  });
});
