import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TEXT as TEXT, type EmailStatus } from '@lyceum/shared/email';
import { Toaster } from '@/components/ui/sonner';
import { EmailInvitationsButton } from '@/features/users/components/email-invitations-button';
import { EmailStatusNote } from '@/features/users/components/email-status-note';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

const status = (overrides: Partial<EmailStatus> = {}): EmailStatus => ({ enabled: true, waiting: 0, failing: 0, lastError: null, lastSentAt: null, ...overrides });

afterEach(() => {
  vi.unstubAllGlobals();
});

function show(answer: EmailStatus, extra: Record<string, { status?: number; body?: unknown }> = {}) {
  storeSession({ role: 'admin' });
  const api = mockApi({ 'GET /api/admin/email-status': { body: answer }, ...extra });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <EmailStatusNote status={answer} />
      <EmailInvitationsButton />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

describe('email delivery on the Users screen', () => {
  it('says email is off and how to turn it on, with no button to email invitations', async () => {
    show(status({ enabled: false }));
    expect(await screen.findByText(TEXT.statusOff)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.emailInvitations })).not.toBeInTheDocument();
  });

  it('says what waits when email works', async () => {
    show(status({ waiting: 3 }));
    expect(await screen.findByText(TEXT.statusOk(3))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('alerts the admin to failures with the server’s last answer', async () => {
    show(status({ waiting: 2, failing: 2, lastError: { message: 'connect ECONNREFUSED 10.0.0.5:587', at: '2026-03-02T09:15:00.000Z' } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.statusFailing(2));
    expect(alert).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:587');
  });

  it('emails invitations after a confirmation', async () => {
    const api = show(status(), { 'POST /api/users/invitations': { body: [{ _id: 'u1', name: 'Ivy', email: 'ivy@school.test', link: 'https://x/invite/t', expiresAt: '2026-03-09T00:00:00.000Z' }] } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.emailInvitations }));
    expect(await screen.findByText(TEXT.emailInvitationsConfirm)).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: TEXT.emailInvitations }));
    expect(await screen.findByText(TEXT.invitationsEmailed(1))).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ sendEmail: true }]);
  });
});
