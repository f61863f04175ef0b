import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassworkItem } from '@lyceum/shared/class-classwork';
import type { Role } from '@lyceum/shared/roles';
import type { Topic } from '@lyceum/shared/topics';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { ClassworkTab } from '@/features/classes/components/classwork-tab';
import type { ClassworkReturn } from '@/features/content/lib/content-return';

const topics: Topic[] = [
  { _id: 'p2', name: 'Dynamics', class: 'c1', className: 'Physics 101', createdAt: '2025-01-03T00:00:00.000Z', materialsCount: 0, assignmentsCount: 1 },
  { _id: 'p1', name: 'Kinematics', class: 'c1', className: 'Physics 101', createdAt: '2025-01-02T00:00:00.000Z', materialsCount: 1, assignmentsCount: 0 },
  { _id: 'p3', name: 'Optics', class: 'c1', className: 'Physics 101', createdAt: '2025-01-01T00:00:00.000Z', materialsCount: 0, assignmentsCount: 0 },
];
const teacherItems: ClassworkItem[] = [
  {
    kind: 'assignment',
    _id: 'a1',
    title: 'Lab report',
    topic: 'p2',
    createdAt: '2025-02-02T00:00:00.000Z',
    dueDate: '2030-03-01T12:00:00.000Z',
    maxPoints: 10,
    workType: 'assignment',
    work: { kind: 'teacher', turnedIn: 12, students: 30 },
  },
  { kind: 'material', _id: 'm1', title: 'Velocity notes', topic: 'p1', createdAt: '2025-02-01T00:00:00.000Z' },
];
const PATH = '/api/classes/c1/classwork?limit=100';

function renderTab(role: Role, items: ClassworkItem[], canManage = role !== 'student') {
  storeSession({ role });
  const api = mockApi({ [`GET ${PATH}`]: { body: items } });
  vi.stubGlobal('fetch', api.fetchMock);
  return renderRoutes([{ path: '/dashboard/classes/:id', element: <ClassworkTab classId="c1" topics={topics} canManage={canManage} /> }], '/dashboard/classes/c1?tab=classwork');
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ClassworkTab', () => {
  it("lists every topic with its items inline: title, kind, due, points and '12/30 turned in' for a teacher", async () => {
    renderTab('teacher', teacherItems);
    const dynamics = await screen.findByRole('region', { name: 'Dynamics' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Dynamics', 'Kinematics', 'Optics']);
    const lab = within(dynamics).getByRole('listitem');
    expect(within(lab).getByRole('link', { name: 'Lab report' })).toHaveAttribute('href', '/dashboard/classes/c1/topics/p2/assignments/a1');
    expect(lab).toHaveTextContent('Assignment');
    expect(within(lab).getByText('2030', { exact: false }).closest('time')).toHaveAttribute('dateTime', '2030-03-01T12:00:00.000Z');
    expect(lab).toHaveTextContent('10 points');
    expect(within(lab).getByTestId('work-turned-in')).toHaveTextContent('12/30 turned in');
    expect(within(lab).getByRole('link', { name: 'Edit Lab report' })).toHaveAttribute('href', '/dashboard/classes/c1/topics/p2/assignments/a1/edit?from=classwork');

    const notes = within(section('Kinematics')).getByRole('listitem');
    expect(notes).toHaveTextContent('Material');
    expect(notes).not.toHaveTextContent('Due');
    expect(within(section('Optics')).getByText('Nothing in this topic yet.')).toBeInTheDocument();
    expect(within(section('Optics')).getByRole('link', { name: 'Add assignment to Optics' })).toHaveAttribute(
      'href',
      '/dashboard/classes/c1/topics/p3/assignments/create?from=classwork',
    );
    expect(within(section('Optics')).getByRole('link', { name: 'Add material to Optics' })).toHaveAttribute('href', '/dashboard/classes/c1/topics/p3/materials/create?from=classwork');
  });

  it('shows a student their own status, and no add or edit links', async () => {
    const own: ClassworkItem[] = [{ ...(teacherItems[0] as ClassworkItem & { kind: 'assignment' }), work: { kind: 'student', state: 'returned', late: false, grade: 8 } }, teacherItems[1]!];
    renderTab('student', own);
    const lab = within(await screen.findByRole('region', { name: 'Dynamics' })).getByRole('listitem');
    expect(lab).toHaveTextContent('Returned');
    expect(lab).toHaveTextContent('8/10');
    expect(screen.queryByText(/turned in$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Add / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('hides add and edit links when the class is read-only (archived)', async () => {
    renderTab('teacher', teacherItems, false);
    await screen.findByRole('region', { name: 'Dynamics' });
    expect(screen.queryByRole('link', { name: /^(Add|Edit) / })).not.toBeInTheDocument();
  });

  it('after a save, focuses and highlights the item, announces it politely, then forgets the return', async () => {
    const { router } = renderTab('teacher', teacherItems);
    await screen.findByRole('region', { name: 'Dynamics' });
    const classworkReturn: ClassworkReturn = { kind: 'assignment', topicId: 'p2', itemId: 'a1', announce: "Assignment 'Lab report' created" };
    await act(() => router.navigate('/dashboard/classes/c1?tab=classwork', { state: { classworkReturn } }));

    const link = screen.getByRole('link', { name: 'Lab report' });
    await vi.waitFor(() => expect(link).toHaveFocus());
    expect(link.closest('li')).toHaveAttribute('data-highlighted', 'true');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent("Assignment 'Lab report' created");
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.search).toBe('?tab=classwork');
  });

  it('after a cancelled create, focus goes back to the add button it came from, and nothing is announced', async () => {
    const { router } = renderTab('teacher', teacherItems);
    await screen.findByRole('region', { name: 'Optics' });
    const classworkReturn: ClassworkReturn = { kind: 'material', topicId: 'p3', itemId: null, announce: null };
    await act(() => router.navigate('/dashboard/classes/c1?tab=classwork', { state: { classworkReturn } }));
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Add material to Optics' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
