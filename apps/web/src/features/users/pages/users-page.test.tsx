import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TEXT } from '@lyceum/shared/email';
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

describe('UsersPage layout while loading', () => {
  it('shows the list and the line about email together, so the line never pushes a painted list down', async () => {
    storeSession({ role: 'admin' });
    const status = { enabled: false, waiting: 0, failing: 0, lastError: null, lastSentAt: null };
    const api = mockApi({ 'GET /api/users': { body: [user('t1', 'teacher')] }, 'GET /api/admin/email-status': { body: status } });
    let answerStatus = () => undefined as void;
    const statusHeld = new Promise<void>((resolve) => (answerStatus = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/admin/email-status') await statusHeld;
      return api.fetchMock(input, init);
    });
    renderWithProviders(<UsersPage />);
    expect(await screen.findByRole('status', { name: 'Loading users' })).toBeInTheDocument();
    // The list has arrived; the email line has not, so neither shows yet.
    await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/users'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('user-row')).toBeNull();
    answerStatus();
    expect(await screen.findAllByTestId('user-row')).toHaveLength(1);
    expect(screen.getByText(EMAIL_TEXT.statusOff)).toBeInTheDocument();
  });

  it('shows the list when the email line cannot be read, once', async () => {
    storeSession({ role: 'admin' });
    const api = mockApi({ 'GET /api/users': { body: [user('t1', 'teacher')] }, 'GET /api/admin/email-status': { status: 403, body: { message: 'Forbidden' } } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<UsersPage />);
    expect(await screen.findAllByTestId('user-row')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByTestId('user-row')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path === '/api/admin/email-status').length).toBeLessThanOrEqual(2);
  });
});
