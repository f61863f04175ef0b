import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROSTER_MSG } from '@lyceum/shared/rosters';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Toaster } from '@/components/ui/sonner';
import { InvitePage } from '@/features/auth/pages/invite-page';
import { mockApi, renderRoutes } from '@/test/render';

const accepted = { token: 'jwt-new', _id: 's1', name: 'Sam Student', role: 'student' };

function renderInvite() {
  return renderRoutes(
    [
      { path: '/invite/:token', element: <><InvitePage /><Toaster theme="light" /></> },
      { path: '/dashboard', element: <><p>dashboard</p><Toaster theme="light" /></> },
    ],
    '/invite/tok-123',
  );
}

async function submit(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: TEXT.inviteSubmit }));
}

afterEach(() => vi.unstubAllGlobals());

describe('InvitePage', () => {
  it('sets the password, stores the session as sign-in does and lands on the dashboard with a welcome', async () => {
    const api = mockApi({ 'POST /api/auth/accept-invite': { body: accepted } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderInvite();
    expect(screen.getByRole('heading', { name: 'Lyceum', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(TEXT.inviteSubtitle)).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await submit('a-new-password');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Sam Student! Your password is set.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ token: 'tok-123', password: 'a-new-password' }]);
    expect(localStorage.getItem('token')).toBe('jwt-new');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ _id: 's1', name: 'Sam Student', role: 'student' });
  });

  it('refuses a short password or a different confirmation without spending the link', async () => {
    const api = mockApi({ 'POST /api/auth/accept-invite': { body: accepted } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderInvite();
    await submit('short');
    // At the field, tied to it (before the hint), with focus there.
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('The password must be at least 6 characters long. Password must be at least 6 characters long');
    expect(password).toHaveFocus();
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await userEvent.setup().clear(screen.getByLabelText('Confirm password'));
    await submit('long-enough', 'long-enougH');
    expect(password).not.toHaveAttribute('aria-invalid');
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
    expect(confirm).toHaveFocus();
    // Only the sign-in options were read: the link was not sent.
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/sso']);
  });

  it("offers the school's providers to link instead of a password, carrying the invitation", async () => {
    const providers = [{ _id: 'p1', label: 'Google' }];
    vi.stubGlobal('fetch', mockApi({ 'GET /api/auth/sso': { body: { providers, passwordsOffFor: ['student'] } } }).fetchMock);
    renderInvite();
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link).toHaveAttribute('href', '/api/auth/sso/p1/start?invite=tok-123');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it.each([
    [400, ROSTER_MSG.inviteUsed],
    [400, ROSTER_MSG.inviteExpired],
    [404, ROSTER_MSG.inviteUnknown],
    [403, ROSTER_MSG.accountDeactivated],
  ])('shows the server message of a %i and stays signed out', async (status, message) => {
    vi.stubGlobal('fetch', mockApi({ 'POST /api/auth/accept-invite': { status, body: { message } } }).fetchMock);
    renderInvite();
    await submit('a-new-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // About the link, not a field: the alert above the form takes focus; the toast says it too.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await screen.findByText(message, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: TEXT.inviteSubmit })).toBeEnabled();
  });
});
