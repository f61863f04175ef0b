import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@lyceum/shared/users';
import { UsersTable } from '@/features/users/components/users-table';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const users: PublicUser[] = [
  { _id: 'me', name: 'Ada Admin', email: 'ada@x.org', role: 'admin', createdAt: '2025-01-01T00:00:00.000Z', status: 'active' },
  { _id: 'u2', name: 'Tom Teacher', email: 'tom@x.org', role: 'teacher', createdAt: '2025-01-02T00:00:00.000Z', status: 'active' },
];

describe('UsersTable', () => {
  it('lets nobody edit or delete their own account, and shows every status as Active', () => {
    const onEdit = vi.fn();
    render(<UsersTable users={users} currentUser={{ id: 'me', role: 'admin' }} onEdit={onEdit} onDelete={vi.fn()} onDeactivate={vi.fn()} onReactivate={vi.fn()} />);
    const [own, other] = screen.getAllByTestId('user-row');
    expect(within(own!).getByRole('button', { name: 'Edit Ada Admin' })).toBeDisabled();
    expect(within(own!).getByRole('button', { name: 'Delete Ada Admin' })).toBeDisabled();
    expect(within(own!).getByText('You')).toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Edit Tom Teacher' })).toBeEnabled();
    expect(within(other!).getByRole('button', { name: 'Delete Tom Teacher' })).toBeEnabled();
    within(other!).getByRole('button', { name: 'Edit Tom Teacher' }).click();
    expect(onEdit).toHaveBeenCalledWith(users[1]);
    for (const row of [own!, other!]) expect(within(row).getAllByText('Active').length).toBeGreaterThan(0);
  });

  it('labels each row action in text, not only with an icon named on hover', () => {
    render(<UsersTable users={users} currentUser={{ id: 'me', role: 'admin' }} onEdit={vi.fn()} onDelete={vi.fn()} onDeactivate={vi.fn()} onReactivate={vi.fn()} />);
    const other = screen.getAllByTestId('user-row')[1]!;
    const actions = within(other).getByRole('list', { name: 'Actions' });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit', 'Deactivate', 'Delete']);
  });

  it('shows Invited and Deactivated, and offers Deactivate or Reactivate by status, never on your own row', () => {
    const onDeactivate = vi.fn();
    const onReactivate = vi.fn();
    const more: PublicUser[] = [
      ...users,
      { _id: 'u3', name: 'Ivy Invited', email: 'ivy@x.org', role: 'student', createdAt: '2025-01-03T00:00:00.000Z', status: 'invited' },
      { _id: 'u4', name: 'Dan Gone', email: 'dan@x.org', role: 'student', createdAt: '2025-01-04T00:00:00.000Z', status: 'deactivated' },
    ];
    storeSession({ role: 'admin' });
    vi.stubGlobal('fetch', mockApi({ 'GET /api/admin/email-status': { body: { enabled: false, waiting: 0, failing: 0, lastError: null, lastSentAt: null } } }).fetchMock);
    renderWithProviders(<UsersTable users={more} currentUser={{ id: 'me', role: 'admin' }} onEdit={vi.fn()} onDelete={vi.fn()} onDeactivate={onDeactivate} onReactivate={onReactivate} />);
    const [own, teacher, invited, gone] = screen.getAllByTestId('user-row');
    expect(within(own!).getByRole('button', { name: 'Deactivate Ada Admin' })).toBeDisabled();
    expect(within(invited!).getAllByText('Invited').length).toBeGreaterThan(0);
    expect(within(invited!).queryByText('Active')).not.toBeInTheDocument();
    expect(within(gone!).getAllByText('Deactivated').length).toBeGreaterThan(0);
    expect(within(gone!).queryByRole('button', { name: 'Deactivate Dan Gone' })).not.toBeInTheDocument();
    // Only the invited account's row hands out an invitation.
    expect(within(invited!).getByRole('button', { name: "Copy link to Ivy Invited's invitation" })).toBeEnabled();
    for (const row of [own!, teacher!, gone!]) expect(within(row).queryByRole('button', { name: /^Copy link/ })).not.toBeInTheDocument();
    within(teacher!).getByRole('button', { name: 'Deactivate Tom Teacher' }).click();
    expect(onDeactivate).toHaveBeenCalledWith(more[1]);
    within(gone!).getByRole('button', { name: 'Reactivate Dan Gone' }).click();
    expect(onReactivate).toHaveBeenCalledWith(more[3]);
  });
});
