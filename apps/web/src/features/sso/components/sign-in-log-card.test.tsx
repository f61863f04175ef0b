import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInEvent } from '@lyceum/shared/sso';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { SignInLogCard } from '@/features/sso/components/sign-in-log-card';

const event = (n: number, overrides: Partial<SignInEvent> = {}): SignInEvent => ({
  _id: `e${n}`,
  at: new Date(Date.UTC(2026, 3, 1, 7, 0, n)).toISOString(),
  userId: null,
  userName: null,
  who: `person${n}@school.test`,
  method: 'password',
  provider: null,
  outcome: 'success',
  reason: null,
  address: '203.0.113.7',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('SignInLogCard', () => {
  it('shows the newest page, then older ones after "Load older sign-ins" until there are none', async () => {
    storeSession({ role: 'admin' });
    const api = mockApi({
      'GET /api/admin/sign-in-events': { body: { items: [event(3), event(2)], next: 'e2' } },
      'GET /api/admin/sign-in-events?before=e2': { body: { items: [event(1, { outcome: 'refused', reason: 'Invalid email or password' })], next: null } },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SignInLogCard />, '/dashboard/sign-in');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('person3@school.test')).toBeInTheDocument();
    expect(within(table).queryByText('person1@school.test')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load older sign-ins' }));
    expect(await within(table).findByText('person1@school.test')).toBeInTheDocument();
    expect(within(table).getByText('Invalid email or password')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load older sign-ins' })).not.toBeInTheDocument();
  });

  it('asks the server with the filters once Filter is pressed, and says when nothing matches', async () => {
    storeSession({ role: 'admin' });
    const api = mockApi({
      'GET /api/admin/sign-in-events': { body: { items: [event(3)], next: null } },
      'GET /api/admin/sign-in-events?who=ada%40school&method=sso&outcome=refused': { body: { items: [], next: null } },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SignInLogCard />, '/dashboard/sign-in');
    await screen.findByText('person3@school.test');
    await userEvent.type(screen.getByLabelText('Who'), 'ada@school');
    await userEvent.selectOptions(screen.getByLabelText('How'), 'sso');
    await userEvent.selectOptions(screen.getByLabelText('Result'), 'refused');
    expect(api.calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No sign-ins match these filters.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/admin/sign-in-events', '/api/admin/sign-in-events?who=ada%40school&method=sso&outcome=refused']);
  });
});
