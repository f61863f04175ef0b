import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import { API_MSG, MSG } from '@lyceum/shared/messages';
import type { PublicUser } from '@lyceum/shared/users';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { EditUserDialog } from '@/features/users/components/edit-user-dialog';

const ada: PublicUser = { _id: 'u1', name: 'Ada Lovelace', email: 'ada@x.org', role: 'student', createdAt: '2025-01-01T00:00:00.000Z', status: 'active' };

function renderDialog(answer: { status?: number; body?: unknown } = { body: ada }) {
  storeSession({ role: 'admin', _id: 'me' });
  const api = mockApi({ 'PUT /api/users/u1': answer });
  vi.stubGlobal('fetch', api.fetchMock);
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <EditUserDialog user={ada} currentUserId="me" onClose={onClose} />
      <Toaster theme="light" />
    </>,
  );
  return { ...api, onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('EditUserDialog: errors at the fields', () => {
  it('marks an email that is not shaped like an address, focuses it and sends nothing', async () => {
    const { calls, onClose } = renderDialog();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email Address');
    await user.clear(email);
    await user.type(email, 'ada.school.org');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(FIELD_MSG.emailShape);
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a blank email (it keeps the current one) without a mark', async () => {
    const { calls } = renderDialog();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Email Address'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.userUpdated, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ name: 'Ada Lovelace', role: 'student' });
  });

  it('shows a taken email (409) at the email, focused, beside the spec toast', async () => {
    const { onClose } = renderDialog({ status: 409, body: { message: API_MSG.emailTaken } });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email Address');
    await user.clear(email);
    await user.type(email, 'grace@x.org');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.userUpdateFailed, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(API_MSG.emailTaken);
    await waitFor(() => expect(email).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a short password at the new password", async () => {
    renderDialog({ status: 400, body: { message: 'password must be at least 6 characters' } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const password = screen.getByLabelText('New Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('password must be at least 6 characters');
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('shows a failure naming no field above the fields, focused', async () => {
    renderDialog({ status: 500, body: {} });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG.userUpdateFailed);
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
