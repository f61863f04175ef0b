import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLASS_ARCHIVE_MSG } from '@lyceum/shared/class-archive';
import type { Role } from '@lyceum/shared/roles';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { ClassDetailPage } from '@/features/classes/pages/class-detail-page';
import { staffView, topics } from '@/features/classes/test/fixtures';

const archivedView = { ...staffView, archivedAt: '2026-06-30T12:00:00.000Z' };

function renderDetail(role: Role, body: unknown, more: Record<string, { status?: number; body?: unknown }> = {}) {
  storeSession({ role });
  const api = mockApi({ 'GET /api/classes/c1': { body }, 'GET /api/classes/c1/topics': { body: topics }, ...more });
  vi.stubGlobal('fetch', api.fetchMock);
  renderRoutes(
    [
      { path: '/dashboard/classes/:id', element: <ClassDetailPage /> },
      { path: '/dashboard/classes', element: <p>Class list</p> },
    ],
    '/dashboard/classes/c1',
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('ClassDetailPage: ending a class', () => {
  it('shows an archived class read-only: the Archived badge and notice, no Edit Class, no topic form, and Restore for its teacher (no Delete)', async () => {
    renderDetail('teacher', archivedView);
    await screen.findByText('Archived');
    expect(screen.getByText(CLASS_ARCHIVE_MSG.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Class' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Topics (2)' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('gives a student of an active class neither Archive nor Delete', async () => {
    renderDetail('student', { ...staffView, students: [] });
    await screen.findByRole('heading', { level: 1, name: 'Physics 101' });
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('archives after the confirmation', async () => {
    const api = renderDetail('teacher', staffView, { 'POST /api/classes/c1/archive': { body: archivedView } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(screen.getByRole('alertdialog', { name: 'Archive this class?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/classes/c1/archive')).toBe(true));
  });

  it("lets an admin delete only once the class's exact name is typed, and sends it as confirm", async () => {
    const api = renderDetail('admin', staffView, { 'DELETE /api/classes/c1': { body: { message: CLASS_ARCHIVE_MSG.deleted } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('button', { name: 'Delete class' });
    expect(confirm).toBeDisabled();
    const input = screen.getByLabelText(/to confirm/);
    await user.type(input, 'Physics 10');
    expect(confirm).toBeDisabled();
    await user.type(input, '1');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await screen.findByText('Class list');
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: '/api/classes/c1', body: { confirm: 'Physics 101' } });
  });
});
