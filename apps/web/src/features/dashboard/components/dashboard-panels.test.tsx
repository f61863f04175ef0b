import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@lyceum/shared/roles';
import { dashboardOf, emptyDashboard, labReport, noTeacherClass, twoTeachersClass } from '@/features/dashboard/test/fixtures';
import { renderDashboard } from '@/features/dashboard/test/render-dashboard';
import { formatDueDate } from '@/lib/dates';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My Classroom', () => {
  it('lists each class with its description, teachers joined by commas or N/A, and an Active badge', async () => {
    renderDashboard('student', { body: dashboardOf() });
    const panel = await screen.findByTestId('my-classroom');
    expect(within(panel).getByRole('heading', { level: 2, name: 'My Classroom' })).toBeInTheDocument();
    const [physics, chemistry] = within(panel).getAllByTestId('dashboard-class');
    expect(within(physics!).getByRole('heading', { level: 3, name: twoTeachersClass.name })).toBeInTheDocument();
    expect(within(physics!).getByText('Forces and motion')).toBeInTheDocument();
    expect(within(physics!).getByTestId('class-teachers')).toHaveTextContent(/^Marie Curie, Isaac Newton$/);
    expect(within(physics!).getByText('Active')).toBeInTheDocument();
    expect(within(chemistry!).getByTestId('class-teachers')).toHaveTextContent(/^N\/A$/);
    expect(within(chemistry!).getByText('Active')).toBeInTheDocument();
  });

  it('links each class to its page', async () => {
    renderDashboard('teacher', { body: dashboardOf() });
    const panel = await screen.findByTestId('my-classroom');
    expect(within(panel).getByRole('link', { name: new RegExp(twoTeachersClass.name) })).toHaveAttribute('href', '/dashboard/classes/c1');
    expect(within(panel).getByRole('link', { name: new RegExp(noTeacherClass.name) })).toHaveAttribute('href', '/dashboard/classes/c2');
  });

  it.each(['admin', 'teacher', 'student'] as const)('shows the empty state to a %s with no classes', async (role) => {
    renderDashboard(role, { body: emptyDashboard(role !== 'student') });
    const panel = await screen.findByTestId('my-classroom');
    expect(within(panel).getByText('No classes found')).toBeInTheDocument();
    expect(within(panel).getByText('Create your first class to get started')).toBeInTheDocument();
  });
});

describe('Assignments Hub', () => {
  it('shows the Pending badge, and each assignment with its due date, description and creator', async () => {
    renderDashboard('student', { body: dashboardOf() });
    const panel = await screen.findByTestId('assignments-hub');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Assignments Hub' })).toBeInTheDocument();
    expect(within(panel).getByText('Pending')).toBeInTheDocument();
    const [lab, orphan] = within(panel).getAllByTestId('dashboard-assignment');
    const dueText = within(lab!).getByTestId('assignment-due');
    // The zone is named, as on every due date.
    expect(dueText.textContent).toBe(`Due ${formatDueDate(labReport.dueDate)}`);
    expect(within(lab!).getByTestId('assignment-creator')).toHaveTextContent(/^Marie Curie$/);
    expect(within(orphan!).getByTestId('assignment-creator')).toHaveTextContent(/^Unknown$/);
  });

  it('renders the description as sanitised HTML', async () => {
    renderDashboard('student', { body: dashboardOf() });
    const [lab] = within(await screen.findByTestId('assignments-hub')).getAllByTestId('dashboard-assignment');
    expect(within(lab!).getByText('g', { selector: 'strong' })).toBeInTheDocument();
    expect(lab!.querySelector('script')).toBeNull();
    expect(lab!.querySelector('[onerror]')).toBeNull();
  });

  it("shows a student's own status beside the due date", async () => {
    const returned = { ...labReport, maxPoints: 10, work: { kind: 'student' as const, state: 'returned' as const, late: false, grade: 8 } };
    renderDashboard('student', { body: dashboardOf({ assignments: [returned] }) });
    const [lab] = within(await screen.findByTestId('assignments-hub')).getAllByTestId('dashboard-assignment');
    expect(within(lab!).getByTestId('work-status')).toHaveTextContent(/^Returned 8\/10$/);
  });

  it('shows teachers how many have turned in', async () => {
    const counted = { ...labReport, work: { kind: 'teacher' as const, turnedIn: 12, students: 30 } };
    renderDashboard('teacher', { body: dashboardOf({ assignments: [counted] }) });
    const [lab] = within(await screen.findByTestId('assignments-hub')).getAllByTestId('dashboard-assignment');
    expect(within(lab!).getByTestId('work-turned-in')).toHaveTextContent('12/30 turned in');
    expect(within(lab!).queryByTestId('work-status')).not.toBeInTheDocument();
  });

  it('links each assignment to its detail page', async () => {
    renderDashboard('student', { body: dashboardOf() });
    const panel = await screen.findByTestId('assignments-hub');
    expect(within(panel).getByRole('link', { name: 'Lab report' })).toHaveAttribute(
      'href',
      '/dashboard/classes/c1/topics/tp1/assignments/a1',
    );
  });

  it.each([
    ['admin', true],
    ['teacher', true],
    ['student', false],
  ] as [Role, boolean][])('shows the empty state to a %s (Create Assignment link: %s)', async (role, canCreate) => {
    renderDashboard(role, { body: emptyDashboard(role !== 'student') });
    const panel = await screen.findByTestId('assignments-hub');
    expect(within(panel).getByText('No assignments yet')).toBeInTheDocument();
    expect(within(panel).getByText('Stay tuned for new assignments')).toBeInTheDocument();
    const create = within(panel).queryByRole('link', { name: 'Create Assignment' });
    if (canCreate) expect(create).toHaveAttribute('href', '/dashboard/classes');
    else expect(create).not.toBeInTheDocument();
  });
});
