import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { Toaster } from '@/components/ui/sonner';
import { UsersPage } from '@/features/users/pages/users-page';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

const user = (id: string, role: 'teacher' | 'student') => ({
  _id: id,
  name: `Name ${id}`,
  email: `${id}@x.org`,
  role,
  createdAt: '2025-01-01T00:00:00.000Z',
  status: 'active',
});

afterEach(() => vi.unstubAllGlobals());

describe('UsersPage load errors (spec section 8)', () => {
  it.each([
    [403, MSG.usersForbidden],
    [500, 'Database unavailable'],
  ])('shows the text for a %i as the page error', async (status, text) => {
    storeSession({ role: 'admin' });
    vi.stubGlobal('fetch', mockApi({ 'GET /api/users': { status, body: { message: 'Database unavailable' } } }).fetchMock);
    renderWithProviders(<UsersPage />);
    // A 5xx is retried once (about a second) before it shows.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(text);
  });

  it('falls back to the member lists and warns when they hold fewer than 6 users', async () => {
    storeSession({ role: 'admin' });
    const { fetchMock } = mockApi({
      'GET /api/users': { status: 500, body: { message: 'boom' } },
      'GET /api/classes/members/teachers': { body: [user('t1', 'teacher')] },
      'GET /api/classes/members/students': { body: [user('s1', 'student'), user('t1', 'teacher')] },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <UsersPage />
        <Toaster theme="light" />
      </>,
    );
    expect(await screen.findAllByTestId('user-row')).toHaveLength(2);
    expect(await screen.findByText(MSG.usersFallbackWarning)).toBeInTheDocument();
  });
});
