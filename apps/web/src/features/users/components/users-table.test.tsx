import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@lyceum/shared/users';
import { UsersTable } from '@/features/users/components/users-table';

const users: PublicUser[] = [
  { _id: 'me', name: 'Ada Admin', email: 'ada@x.org', role: 'admin', createdAt: '2025-01-01T00:00:00.000Z', status: 'active' },
  { _id: 'u2', name: 'Tom Teacher', email: 'tom@x.org', role: 'teacher', createdAt: '2025-01-02T00:00:00.000Z', status: 'active' },
];

describe('UsersTable', () => {
  it('lets nobody edit or delete their own account, and shows every status as Active', () => {
    const onEdit = vi.fn();
    render(<UsersTable users={users} currentUser={{ id: 'me', role: 'admin' }} onEdit={onEdit} onDelete={vi.fn()} />);
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
});
