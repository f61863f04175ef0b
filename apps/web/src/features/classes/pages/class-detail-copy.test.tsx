import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@lyceum/shared/roles';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { ClassDetailPage } from '@/features/classes/pages/class-detail-page';
import { staffView, topics } from '@/features/classes/test/fixtures';

const copyView = { ...staffView, _id: 'c2', name: 'Physics 2027', students: [], studentsCount: 0 };

function renderDetail(role: Role, copyAnswer?: { status?: number; body?: unknown }) {
  storeSession({ role });
  const api = mockApi({
    'GET /api/classes/c1': { body: role === 'student' ? { ...staffView, students: [] } : staffView },
    'GET /api/classes/c1/topics': { body: topics },
    'GET /api/classes/c2': { body: copyView },
    'GET /api/classes/c2/topics': { body: topics },
    ...(copyAnswer ? { 'POST /api/classes/c1/copy': copyAnswer } : {}),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  // The toast outlet above the routes, as in the app, so the notice outlives the navigation.
  const frame = (
    <>
      <Outlet />
      <Toaster theme="light" />
    </>
  );
  renderRoutes([{ element: frame, children: [{ path: '/dashboard/classes/:id', element: <ClassDetailPage /> }] }], '/dashboard/classes/c1');
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('ClassDetailPage: Copy class', () => {
  it('is not offered to a student', async () => {
    renderDetail('student');
    await screen.findByRole('heading', { level: 1, name: 'Physics 101' });
    expect(screen.queryByRole('button', { name: 'Copy class' })).not.toBeInTheDocument();
  });

  it("keeps errors at the name with focus there, then opens the copy with a notice", async () => {
    const api = renderDetail('teacher', { status: 201, body: copyView });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy class' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy class' });
    expect(dialog).toHaveTextContent('Students, their work, grades and comments are not copied');
    const name = screen.getByLabelText('Name of the new class');
    expect(name).toHaveValue('Physics 101 (copy)');

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(name).toHaveAccessibleDescription('Enter the class name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(name, 'Physics 2027');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByRole('heading', { level: 1, name: 'Physics 2027' });
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/classes/c1/copy', body: { name: 'Physics 2027' } });
    expect(await screen.findByText('Class copied.')).toBeInTheDocument();
  });

  it("shows the server's refusal of the name at the name field, the dialog still open", async () => {
    renderDetail('admin', { status: 400, body: { message: 'name must be at most 120 characters' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy class' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const name = screen.getByLabelText('Name of the new class');
    await waitFor(() => expect(name).toHaveAccessibleDescription('name must be at most 120 characters'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Copy class' })).toBeInTheDocument();
  });
});
