import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_TEXT as TEXT } from '@lyceum/shared/notification-messages';
import type { Notification, NotificationPage } from '@lyceum/shared/notifications';
import { NotificationBell, badgeText } from '@/features/notifications/components/notification-bell';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

const note = (id: number, extra: Partial<Notification> = {}): Notification => ({
  _id: String(id),
  kind: 'new_assignment',
  class: { _id: 'c1', name: 'Algebra' },
  title: `Worksheet ${id}`,
  excerpt: '',
  link: `/dashboard/classes/c1/topics/t1/assignments/a${id}`,
  actor: { _id: 'u1', name: 'Tess Teacher' },
  createdAt: '2026-03-01T10:00:00.000Z',
  readAt: null,
  ...extra,
});

const first: NotificationPage = {
  items: [note(12), note(11, { kind: 'comment', title: 'Essay', excerpt: 'When is it due?', actor: { _id: 'u2', name: 'Sam Student' } }), note(10, { readAt: '2026-03-01T11:00:00.000Z' })],
  nextCursor: '10',
  unreadCount: 3,
};
const second: NotificationPage = { items: [note(9)], nextCursor: null, unreadCount: 3 };

function setup(count = 3) {
  storeSession({ role: 'student' });
  const api = mockApi({
    'GET /api/notifications/unread-count': { body: { unreadCount: count } },
    'GET /api/notifications?limit=20': { body: first },
    'GET /api/notifications?limit=20&cursor=10': { body: second },
    'POST /api/notifications/12/read': { body: { unreadCount: 2 } },
    'POST /api/notifications/read-all': { body: { unreadCount: 0 } },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderWithProviders(<NotificationBell />, '/dashboard');
  return { api, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows the unread count on the bell, 99+ past 99, nothing at 0', async () => {
    setup();
    expect(await screen.findByRole('button', { name: TEXT.bellWithCount(3) })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
    expect([badgeText(7), badgeText(99), badgeText(100)]).toEqual(['7', '99', '99+']);
  });

  it('opens the list newest first, loads more, and follows a notification to its page, marking it read', async () => {
    const { api, router } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.bellWithCount(3) }));
    const panel = await screen.findByRole('dialog', { name: TEXT.heading });
    const items = await within(panel).findAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Tess Teacher posted a new assignment in Algebra (Unread)Worksheet 12'),
      expect.stringContaining('Sam Student commented on Essay (Unread)“When is it due?”'),
      expect.stringContaining('Tess Teacher posted a new assignment in Algebra'),
    ]);
    expect(items[2]).not.toHaveAttribute('data-unread');
    await user.click(within(panel).getByRole('button', { name: TEXT.loadMore }));
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(4));
    expect(within(panel).queryByRole('button', { name: TEXT.loadMore })).not.toBeInTheDocument();

    await user.click(within(panel).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/classes/c1/topics/t1/assignments/a12'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/12/read')).toBe(true));
    expect(await screen.findByRole('button', { name: TEXT.bellWithCount(2) })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks all as read: the badge goes, and every item reads as read', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.bellWithCount(3) }));
    const panel = await screen.findByRole('dialog', { name: TEXT.heading });
    await within(panel).findAllByRole('link');
    await user.click(within(panel).getByRole('button', { name: TEXT.markAllRead }));
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
    expect(within(panel).getAllByRole('link').every((link) => !link.hasAttribute('data-unread'))).toBe(true);
    expect(within(panel).getByRole('button', { name: TEXT.markAllRead })).toBeDisabled();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/notifications/read-all']);
  });

  it('says so when there is nothing yet', async () => {
    storeSession({ role: 'teacher' });
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
        'GET /api/notifications?limit=20': { body: { items: [], nextCursor: null, unreadCount: 0 } },
      }).fetchMock,
    );
    renderWithProviders(<NotificationBell />, '/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: TEXT.bell }));
    expect(await screen.findByText(TEXT.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.markAllRead })).toBeDisabled();
  });
});
