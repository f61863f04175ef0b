import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_TEXT as TEXT } from '@lyceum/shared/notification-messages';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@lyceum/shared/notifications';
import { Toaster } from '@/components/ui/sonner';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

const all = (channel: string, except: Record<string, string> = {}) => ({ preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, channel: except[kind] ?? channel })), emailDigest: 'immediate', emailEnabled: true });

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
    expect(screen.getAllByRole('combobox')).toHaveLength(NOTIFICATION_KINDS.length);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: NOTIFICATION_KIND_LABELS.new_material }));
    await user.click(await screen.findByRole('option', { name: 'Off' }));
    expect(await screen.findByText(TEXT.preferencesSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: NOTIFICATION_KIND_LABELS.new_material })).toHaveTextContent('Off'));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ preferences: [{ kind: 'new_material', channel: 'off' }] }]);
    expect(screen.getByText(TEXT.emailHint)).toBeInTheDocument();
  });

  it("shows the server's message when the choices cannot be loaded", async () => {
    storeSession({ role: 'teacher' });
    vi.stubGlobal('fetch', mockApi({ 'GET /api/notifications/preferences': { status: 500, body: {} } }).fetchMock);
    renderWithProviders(<NotificationPreferencesCard />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(TEXT.preferencesLoadFailed);
  });
});
