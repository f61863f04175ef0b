import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailStatus } from '@lyceum/shared/email';
import type { UserInvitation } from '@lyceum/shared/rosters';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { InvitationActions } from '@/components/invitation-actions';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

const status = (enabled: boolean): EmailStatus => ({ enabled, waiting: 0, failing: 0, lastError: null, lastSentAt: null });
const invitation = (renewed: boolean): UserInvitation => ({ _id: 'u1', name: 'Ivy Invited', email: 'ivy@school.test', link: 'https://lyceum.test/invite/abc', expiresAt: '2026-03-09T12:00:00.000Z', renewed });

afterEach(() => {
  vi.unstubAllGlobals();
});

function show(enabled: boolean, answers: Record<string, { status?: number; body?: unknown }> = {}) {
  storeSession({ role: 'admin' });
  const api = mockApi({ 'GET /api/admin/email-status': { body: status(enabled) }, ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <InvitationActions user={{ _id: 'u1', name: 'Ivy Invited' }} />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

describe('one person’s invitation', () => {
  it('copies their link and says until when it works; no email button when the server does not email', async () => {
    show(false, { 'GET /api/users/u1/invitation': { body: invitation(false) } });
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: TEXT.copyInvitation('Ivy Invited') }));
    expect(await screen.findByText(TEXT.invitationCopied('Ivy Invited'))).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith('https://lyceum.test/invite/abc');
    expect(screen.getByText(/It works once, until/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.emailInvitation('Ivy Invited') })).not.toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard is refused, and says a new one was made', async () => {
    show(false, { 'GET /api/users/u1/invitation': { body: invitation(true) } });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: TEXT.copyInvitation('Ivy Invited') }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.invitationLinkTitle('Ivy Invited') });
    expect(within(dialog).getByLabelText(TEXT.invitationLinkLabel)).toHaveValue('https://lyceum.test/invite/abc');
    expect(dialog).toHaveTextContent(TEXT.invitationRenewed);
  });

  it('emails it again when the server emails, and passes on a refusal in its words', async () => {
    const api = show(true, { 'POST /api/users/u1/invitation/email': { status: 429, body: { message: 'An email went to Ivy Invited less than 5 minutes ago' } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.emailInvitation('Ivy Invited') }));
    expect(await screen.findByText(TEXT.emailInvitationFailed)).toBeInTheDocument();
    expect(screen.getByText('An email went to Ivy Invited less than 5 minutes ago')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/users/u1/invitation/email']);
  });
});
