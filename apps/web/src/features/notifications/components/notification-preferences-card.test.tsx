import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TEXT } from '@lyceum/shared/email';
import { NOTIFY_TEXT as TEXT } from '@lyceum/shared/notification-messages';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@lyceum/shared/notifications';
import { Toaster } from '@/components/ui/sonner';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

const all = (channel: string, except: Record<string, string> = {}, email: { emailDigest?: string; emailEnabled?: boolean } = {}) => ({
  preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, channel: except[kind] ?? channel })),
  emailDigest: 'immediate',
  emailEnabled: true,
  ...email,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationPreferencesCard', () => {
  it('shows each kind with its choice and saves a change at once', async () => {
    storeSession({ role: 'student' });
    const api = mockApi({
      'GET /api/notifications/preferences': { body: all('in_app', { comment: 'both' }) },
      'PUT /api/notifications/preferences': { body: all('in_app', { comment: 'both', new_material: 'off' }) },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(
      <>
        <NotificationPreferencesCard />
        <Toaster theme="light" />
      </>,
    );
    expect(screen.getByRole('heading', { name: TEXT.preferencesTitle })).toBeInTheDocument();
    const comment = await screen.findByRole('combobox', { name: NOTIFICATION_KIND_LABELS.comment });
    expect(comment).toHaveTextContent('Both');
    expect(screen.getByRole('combobox', { name: NOTIFICATION_KIND_LABELS.new_assignment })).toHaveTextContent('In app');
    // One per kind, and when emails come.
    expect(screen.getAllByRole('combobox')).toHaveLength(NOTIFICATION_KINDS.length + 1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: NOTIFICATION_KIND_LABELS.new_material }));
    await user.click(await screen.findByRole('option', { name: 'Off' }));
    expect(await screen.findByText(TEXT.preferencesSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: NOTIFICATION_KIND_LABELS.new_material })).toHaveTextContent('Off'));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ preferences: [{ kind: 'new_material', channel: 'off' }] }]);
    expect(screen.getByText(EMAIL_TEXT.digestHint)).toBeInTheDocument();
  });

  it('chooses a daily digest instead of an email each time', async () => {
    storeSession({ role: 'student' });
    const api = mockApi({
      'GET /api/notifications/preferences': { body: all('in_app', { comment: 'email' }) },
      'PUT /api/notifications/preferences': { body: all('in_app', { comment: 'email' }, { emailDigest: 'daily' }) },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<NotificationPreferencesCard />);
    const digest = await screen.findByRole('combobox', { name: EMAIL_TEXT.digestLabel });
    expect(digest).toHaveTextContent('Right away');
    const user = userEvent.setup();
    await user.click(digest);
    await user.click(await screen.findByRole('option', { name: 'Once a day (digest)' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: EMAIL_TEXT.digestLabel })).toHaveTextContent('Once a day (digest)'));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ emailDigest: 'daily' }]);
  });

  it('offers no email when the server sends none, and says so', async () => {
    storeSession({ role: 'student' });
    vi.stubGlobal('fetch', mockApi({ 'GET /api/notifications/preferences': { body: all('in_app', {}, { emailEnabled: false }) } }).fetchMock);
    renderWithProviders(<NotificationPreferencesCard />);
    expect(await screen.findByText(EMAIL_TEXT.emailOff)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: EMAIL_TEXT.digestLabel })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: NOTIFICATION_KIND_LABELS.comment }));
    expect(await screen.findByRole('option', { name: 'Email' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Both' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Off' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's message when the choices cannot be loaded", async () => {
    storeSession({ role: 'teacher' });
    vi.stubGlobal('fetch', mockApi({ 'GET /api/notifications/preferences': { status: 500, body: {} } }).fetchMock);
    renderWithProviders(<NotificationPreferencesCard />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(TEXT.preferencesLoadFailed);
  });
});
