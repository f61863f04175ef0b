import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import type { PublicUser } from '@lyceum/shared/users';
import { RequireRole } from '@/app/routes/guards';
import { Toaster } from '@/components/ui/sonner';
import { UsersPage } from '@/features/users/pages/users-page';
import { mockApi, renderRoutes, renderWithProviders, storeSession } from '@/test/render';

const tom: PublicUser = { _id: 'u2', name: 'Tom Teacher', email: 'tom@x.org', role: 'teacher', createdAt: '2025-01-02T00:00:00.000Z', status: 'active' };

function renderPage() {
  return renderWithProviders(
    <>
      <UsersPage />
      <Toaster theme="light" />
    </>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UsersPage: deactivate, reactivate, invitation links', () => {
  it('deactivates after confirming, with a toast, and shows the refreshed status', async () => {
    storeSession({ role: 'admin', _id: 'me' });
    const answers: Parameters<typeof mockApi>[0] = {
      'GET /api/users': { body: [tom] },
      'POST /api/users/u2/deactivate': { body: { ...tom, status: 'deactivated' } },
    };
    const api = mockApi(answers);
    vi.stubGlobal('fetch', api.fetchMock);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Tom Teacher' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(TEXT.deactivateTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(TEXT.deactivateText('Tom Teacher', 'tom@x.org'))).toBeInTheDocument();
    answers['GET /api/users'] = { body: [{ ...tom, status: 'deactivated' }] };
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Tom Teacher has been deactivated.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reactivate Tom Teacher' })).toBeInTheDocument();
    expect(screen.getAllByText('Deactivated').length).toBeGreaterThan(0);
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/users/u2/deactivate']);
  });

  it('reactivates without a confirmation, with a toast', async () => {
    storeSession({ role: 'admin', _id: 'me' });
    const answers: Parameters<typeof mockApi>[0] = {
      'GET /api/users': { body: [{ ...tom, status: 'deactivated' }] },
      'POST /api/users/u2/reactivate': { body: tom },
    };
    vi.stubGlobal('fetch', mockApi(answers).fetchMock);
    renderPage();
    answers['GET /api/users'] = { body: [tom] };
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reactivate Tom Teacher' }));
    expect(await screen.findByText('Tom Teacher has been reactivated.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deactivate Tom Teacher' })).toBeInTheDocument();
  });

  it('downloads the invitation links with the bearer token', async () => {
    storeSession({ role: 'admin', _id: 'me' }, 'admin-jwt');
    const api = mockApi({ 'GET /api/users': { body: [tom] }, 'GET /api/users/invitations.csv': { body: 'name,email,link' } });
    vi.stubGlobal('fetch', api.fetchMock);
    // jsdom has no blob URLs: stand-ins, put back after the test.
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, { createObjectURL: () => 'blob:invitations', revokeObjectURL: () => undefined });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderPage();
    await screen.findByText('Tom Teacher');
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.downloadInvitations }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:invitations', download: 'invitation-links.csv' }]));
    const call = api.calls.find((candidate) => candidate.path === '/api/users/invitations.csv');
    expect(call?.headers.Authorization).toBe('Bearer admin-jwt');
  });

  it('shows a teacher no users list and no deactivate or download buttons', async () => {
    storeSession({ role: 'teacher' });
    vi.stubGlobal('fetch', mockApi({ 'GET /api/users': { body: [tom] } }).fetchMock);
    renderRoutes([{ element: <RequireRole role="admin" />, children: [{ path: '/dashboard/users', element: <UsersPage /> }] }], '/dashboard/users');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Deactivate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.downloadInvitations })).not.toBeInTheDocument();
  });
});
