import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { UsersPage } from '@/features/users/pages/users-page';
import { SEARCH_DEBOUNCE_MS } from '@/features/users/components/users-filter-bar';

const person = (id: string, name: string, role: 'teacher' | 'student', status = 'active') => ({
  _id: id,
  name,
  email: `${id}@x.org`,
  role,
  createdAt: '2025-01-01T00:00:00.000Z',
  status,
});
const everybody = [person('t1', 'Grace Hopper', 'teacher'), person('s1', 'Ada Lovelace', 'student'), person('s2', 'Alan Turing', 'student', 'invited')];

function renderUsers(path: string, answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'admin', _id: 'me' });
  const api = mockApi({
    'GET /api/users': { body: everybody },
    'GET /api/admin/email-status': { body: { configured: true } },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderRoutes([{ path: '/dashboard/users', element: <UsersPage /> }], path);
  const userCalls = () => api.calls.filter((call) => call.path.startsWith('/api/users')).map((call) => call.path);
  return { ...api, ...view, userCalls };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('UsersPage filters', () => {
  it('reads the filters from the URL (a reload keeps them) and asks the API for that list', async () => {
    const { userCalls } = renderUsers('/dashboard/users?q=ada&role=student&status=active', {
      'GET /api/users?q=ada&role=student&status=active': { body: [everybody[1]] },
    });
    expect(await screen.findAllByTestId('user-row')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('ada');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('student');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(screen.getByRole('search', { name: 'Filter users' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 user matches');
    expect(userCalls()).toEqual(['/api/users?q=ada&role=student&status=active']);
  });

  it('searches once typing pauses, not at every key, and keeps the text in the URL', async () => {
    const { userCalls, router } = renderUsers('/dashboard/users', { 'GET /api/users?q=grace': { body: [everybody[0]] } });
    expect(await screen.findAllByTestId('user-row')).toHaveLength(3);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'grace');
    // Typed faster than the pause: nothing asked yet.
    expect(userCalls()).toEqual(['/api/users']);
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(userCalls()).toEqual(['/api/users', '/api/users?q=grace']);
    expect(router.state.location.search).toBe('?q=grace');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('grace');
  });

  it('filters by role and by status at once', async () => {
    const { userCalls, router } = renderUsers('/dashboard/users', {
      'GET /api/users?role=student': { body: everybody.slice(1) },
      'GET /api/users?role=student&status=invited': { body: [everybody[2]] },
    });
    await screen.findAllByTestId('user-row');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Student');
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Invited');
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();
    expect(userCalls()).toEqual(['/api/users', '/api/users?role=student', '/api/users?role=student&status=invited']);
    expect(router.state.location.search).toBe('?role=student&status=invited');
  });

  it('says when nothing matches and clears the filters, focus going to the search box', async () => {
    const { router } = renderUsers('/dashboard/users?q=nobody', { 'GET /api/users?q=nobody': { body: [] } });
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 users match');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('user-row')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
  });
});
