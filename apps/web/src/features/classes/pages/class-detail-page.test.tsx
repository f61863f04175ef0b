import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import type { Role } from '@lyceum/shared/roles';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { ClassDetailPage } from '@/features/classes/pages/class-detail-page';
import { staffView, studentView, topics } from '@/features/classes/test/fixtures';

function renderDetail(role: Role, classAnswer: { status?: number; body?: unknown }, topicsAnswer: { status?: number; body?: unknown } = { body: topics }) {
  storeSession({ role });
  const api = mockApi({ 'GET /api/classes/c1': classAnswer, 'GET /api/classes/c1/topics': topicsAnswer });
  vi.stubGlobal('fetch', api.fetchMock);
  renderRoutes([{ path: '/dashboard/classes/:id', element: <ClassDetailPage /> }], '/dashboard/classes/c1');
  return api;
}

const statLabels = () => screen.getAllByTestId('class-stat').map((card) => card.querySelector('p')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('ClassDetailPage: what a student sees (spec sections 2 and 6)', () => {
  it('teacher names without emails, only a student count, no Edit Class, no member stat cards', async () => {
    renderDetail('student', { body: studentView });
    expect(await screen.findByRole('heading', { level: 1, name: 'Physics 101' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Class' })).not.toBeInTheDocument();
    expect(statLabels()).toEqual(['Materials', 'Assignments']);

    const teachers = screen.getByRole('list', { name: 'Teachers' });
    expect(within(teachers).getByText('Marie Curie')).toBeInTheDocument();
    expect(within(teachers).getByText('Niels Bohr')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('@school.test');
    expect(screen.queryByRole('list', { name: 'Students' })).not.toBeInTheDocument();
    expect(screen.getByTestId('students-count')).toHaveTextContent('2 students enrolled');
  });
});

describe('ClassDetailPage: staff view', () => {
  it.each(['teacher', 'admin'] as const)('%s sees emails, both lists, all four stat cards and Edit Class', async (role) => {
    renderDetail(role, { body: staffView });
    await screen.findByRole('heading', { level: 1, name: 'Physics 101' });
    expect(screen.getByRole('link', { name: 'Edit Class' })).toHaveAttribute('href', '/dashboard/classes/c1/edit');
    expect(statLabels()).toEqual(['Materials', 'Assignments', 'Teachers', 'Students']);
    const students = screen.getByRole('list', { name: 'Students' });
    expect(within(students).getByText('alan@school.test')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Teachers' })).getByText('marie@school.test')).toBeInTheDocument();
  });

  it('sums the per-topic counts and shows the topic count in the tab label', async () => {
    renderDetail('teacher', { body: staffView });
    await screen.findByRole('heading', { level: 1, name: 'Physics 101' });
    const values = screen.getAllByTestId('class-stat').map((card) => card.querySelectorAll('p')[1]?.textContent);
    expect(values).toEqual(['5', '5', '2', '2']);
    const tab = screen.getByRole('tab', { name: 'Topics (2)' });
    await userEvent.setup().click(tab);
    expect(screen.getByText('Kinematics')).toBeInTheDocument();
  });

  it('opens the meeting in a new tab that cannot reach back', async () => {
    renderDetail('student', { body: studentView });
    const join = await screen.findByRole('link', { name: 'Join Meeting' });
    expect(join).toHaveAttribute('href', 'https://meet.example.com/physics');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no Join Meeting without a link, and says when there is no description', async () => {
    renderDetail('teacher', { body: { ...staffView, meetingLink: null, description: '' } });
    await screen.findByRole('heading', { level: 1, name: 'Physics 101' });
    expect(screen.queryByRole('link', { name: 'Join Meeting' })).not.toBeInTheDocument();
    expect(screen.getByText(MSG.noDescription)).toBeInTheDocument();
  });

  it('treats a failed topics fetch as no topics (spec section 4)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail('teacher', { body: staffView }, { status: 403, body: { message: 'no' } });
    expect(await screen.findByRole('tab', { name: 'Topics (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Physics 101' })).toBeInTheDocument();
  });
});

describe('ClassDetailPage: load errors (spec section 8)', () => {
  it.each([
    [403, MSG.classForbidden],
    [404, MSG.classNotFound],
  ])('%i shows "%s"', async (status, text) => {
    renderDetail('student', { status, body: { message: 'Class not found' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('ClassDetailPage: grades', () => {
  const book = {
    class: { _id: 'c1', name: 'Physics 101' },
    assignments: [{ _id: 'a1', title: 'Lab report', dueDate: '2025-03-01T12:00:00.000Z', maxPoints: 10, average: 8 }],
    students: [{ _id: 's1', name: 'Alan Turing', average: 80, cells: [{ state: 'returned', late: false, grade: 8, draftGrade: 8 }] }],
  };

  it.each(['teacher', 'admin'] as const)('%s gets a Grades tab with the gradebook and Export CSV', async (role) => {
    storeSession({ role });
    const api = mockApi({ 'GET /api/classes/c1': { body: staffView }, 'GET /api/classes/c1/topics': { body: topics }, 'GET /api/classes/c1/gradebook': { body: book } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderRoutes([{ path: '/dashboard/classes/:id', element: <ClassDetailPage /> }], '/dashboard/classes/c1');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Grades' }));
    expect(await screen.findByRole('table', { name: /Grades of Physics 101/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('a student gets My grades instead: their own row as a list', async () => {
    storeSession({ role: 'student' });
    const own = { ...book, students: [{ ...book.students[0], cells: [{ state: 'returned', late: false, grade: 8 }] }] };
    const api = mockApi({ 'GET /api/classes/c1': { body: studentView }, 'GET /api/classes/c1/topics': { body: topics }, 'GET /api/classes/c1/gradebook': { body: own } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderRoutes([{ path: '/dashboard/classes/:id', element: <ClassDetailPage /> }], '/dashboard/classes/c1');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'My grades' }));
    expect(await screen.findByTestId('my-average')).toHaveTextContent('80%');
    expect(screen.queryByRole('tab', { name: 'Grades' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('opens the tab the address names (?tab=grades); another tab can still be chosen', async () => {
    storeSession({ role: 'teacher' });
    const api = mockApi({ 'GET /api/classes/c1': { body: staffView }, 'GET /api/classes/c1/topics': { body: topics }, 'GET /api/classes/c1/gradebook': { body: book } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderRoutes([{ path: '/dashboard/classes/:id', element: <ClassDetailPage /> }], '/dashboard/classes/c1?tab=grades');
    expect(await screen.findByRole('table', { name: /Grades of Physics 101/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Grades' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: /^Topics/ }));
    expect(screen.getByRole('tab', { name: /^Topics/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('table', { name: /Grades of Physics 101/ })).not.toBeInTheDocument();
  });
});
