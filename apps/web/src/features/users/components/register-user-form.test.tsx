import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import { API_MSG, MSG } from '@lyceum/shared/messages';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { RegisterUserForm } from '@/features/users/components/register-user-form';

const created = { message: 'User registered successfully!', user: { _id: 'u9', name: 'Ada', email: 'ada@x.org', role: 'student', createdAt: '2025-01-01T00:00:00.000Z', status: 'active' } };

function renderForm(answer: { status?: number; body?: unknown } = { status: 201, body: created }) {
  storeSession({ role: 'admin' });
  const api = mockApi({ 'POST /api/auth/register': answer });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <RegisterUserForm />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

async function fill({ name = 'Ada Lovelace', email = 'ada@x.org', password = 'secret-1' }) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Full Name'), name);
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Register User' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('RegisterUserForm: errors at the fields', () => {
  it('marks every missing field, ties its message to it and focuses the first; nothing is sent', async () => {
    const { calls } = renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register User' }));
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(FIELD_MSG.fullNameRequired);
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(FIELD_MSG.emailRequired);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // The message first, then the spec's hint, which stays.
    expect(password).toHaveAccessibleDescription(`${FIELD_MSG.newPasswordRequired} Password must be at least 6 characters long`);
    expect(calls).toEqual([]);
  });

  it('marks an email that is not shaped like an address, with focus there', async () => {
    const { calls } = renderForm();
    await fill({ email: 'ada-at-school' });
    const email = screen.getByLabelText('Email Address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(FIELD_MSG.emailShape);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
  });

  it('shows a taken email (409) at the email, focused; the toast stays and the form is kept', async () => {
    renderForm({ status: 409, body: { message: API_MSG.emailTaken } });
    await fill({});
    expect(await screen.findByText(API_MSG.emailTaken, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email Address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(API_MSG.emailTaken);
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
  });

  it("shows the server's refusal of a short password at the password", async () => {
    renderForm({ status: 400, body: { message: 'password must be at least 6 characters' } });
    await fill({ password: 'abc' });
    expect(await screen.findByText('password must be at least 6 characters', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('password must be at least 6 characters Password must be at least 6 characters long');
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('shows a failure naming no field above the form, focused, with the spec toast', async () => {
    renderForm({ status: 500, body: {} });
    await fill({});
    expect(await screen.findByText(MSG.registerFailed, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MSG.registerFailed);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('on success resets the form to empty and clears the marks', async () => {
    const { calls } = renderForm();
    await fill({});
    expect(await screen.findByText(MSG.registerSuccess, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ name: 'Ada Lovelace', email: 'ada@x.org', password: 'secret-1', role: 'student' });
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
  });
});
