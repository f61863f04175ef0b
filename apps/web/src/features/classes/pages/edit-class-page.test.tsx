import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import type { Role } from '@lyceum/shared/roles';
import type { PublicUser } from '@lyceum/shared/users';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { EditClassPage } from '@/features/classes/pages/edit-class-page';
import { staffView } from '@/features/classes/test/fixtures';

const person = (_id: string, name: string, role: PublicUser['role']): PublicUser => ({
  _id,
  name,
  email: `${_id}@school.test`,
  role,
  createdAt: '2025-01-01T00:00:00.000Z',
  status: 'active',
});

// t1 and s1 are already in the class; the pickers must offer only the others.
const allTeachers = [person('t1', 'Marie Curie', 'teacher'), person('t3', 'Lise Meitner', 'teacher')];
const allStudents = [person('s1', 'Alan Turing', 'student'), person('s3', 'Grace Hopper', 'student')];

function renderEdit(role: Role, answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role });
  const api = mockApi({
    'GET /api/classes/c1': { body: staffView },
    'GET /api/classes/members/teachers': { body: allTeachers },
    'GET /api/classes/members/students': { body: allStudents },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const element = (
    <>
      <EditClassPage />
      <Toaster theme="light" />
    </>
  );
  renderRoutes([{ path: '/dashboard/classes/:id/edit', element }], '/dashboard/classes/c1/edit');
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('EditClassPage: who may do what (spec section 6)', () => {
  it('tells a student they may not edit, without loading the class', async () => {
    const { calls } = renderEdit('student');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.classEditForbidden);
    expect(calls).toEqual([]);
  });

  it('gives a teacher the details form but no member management', async () => {
    const { calls } = renderEdit('teacher');
    expect(await screen.findByLabelText('Class Name')).toHaveValue('Physics 101');
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/classes/c1']);
  });

  it.each([
    [404, MSG.classNotFound],
    [403, MSG.classEditForbidden],
  ])('a %i load shows "%s"', async (status, text) => {
    renderEdit('teacher', { 'GET /api/classes/c1': { status, body: { message: 'no' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('EditClassPage: members (admin)', () => {
  it('lists current members with remove buttons and offers only users not yet in the class', async () => {
    renderEdit('admin');
    const teachers = await screen.findByRole('list', { name: 'Current teachers' });
    expect(within(teachers).getByRole('button', { name: 'Remove Marie Curie' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Add a teacher' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Lise Meitner (t3@school.test)']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Add a student' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Grace Hopper (s3@school.test)']);
  });

  it('adds a student by id and toasts', async () => {
    const updated = { ...staffView, students: [...staffView.students, { _id: 's3', name: 'Grace Hopper', email: 's3@school.test' }], studentsCount: 3 };
    const { calls } = renderEdit('admin', { 'POST /api/classes/c1/students': { body: updated } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Add a student' }));
    await user.click(screen.getByRole('option', { name: 'Grace Hopper (s3@school.test)' }));
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(await screen.findByText(MSG.studentAdded, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ students: ['s3'] });
    expect(within(screen.getByRole('list', { name: 'Current students' })).getByText('Grace Hopper')).toBeInTheDocument();
  });

  it.each([
    [{ message: 'A class needs a teacher' }, 'A class needs a teacher'],
    [{}, MSG.teacherRemoveFailed],
  ])('a failed removal (%j) toasts "%s"', async (body, text) => {
    renderEdit('admin', { 'DELETE /api/classes/c1/teachers': { status: 400, body } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Niels Bohr' }));
    expect(await screen.findByText(text, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
  });
});
