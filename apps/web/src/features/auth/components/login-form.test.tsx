import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { mockApi, renderRoutes } from '@/test/render';

const okLogin = { 'POST /api/auth/login': { body: { token: 'jwt', _id: 'u1', name: 'Ada', role: 'admin' } } };

function renderLogin() {
  return renderRoutes([
    { path: '/login', element: <LoginForm /> },
    { path: '/dashboard', element: <p>dashboard</p> },
  ], '/login');
}

async function signIn(email: string, password: string, { tickRemember = false } = {}) {
  const user = userEvent.setup();
  const emailField = screen.getByLabelText('Email address');
  await user.clear(emailField);
  await user.type(emailField, email);
  await user.type(screen.getByLabelText('Password'), password);
  if (tickRemember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm: remember me', () => {
  it('stores the email only when ticked, and never the password', async () => {
    vi.stubGlobal('fetch', mockApi(okLogin).fetchMock);
    renderLogin();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await signIn('ada@school.org', 'secret-pass', { tickRemember: true });
    await screen.findByText('dashboard');
    expect(localStorage.getItem('rememberedEmail')).toBe('ada@school.org');
    expect(localStorage.getItem('rememberedPassword')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-pass');
  });

  it('pre-fills and pre-checks from a remembered email, and removes a leftover password', () => {
    localStorage.setItem('rememberedEmail', 'ada@school.org');
    localStorage.setItem('rememberedPassword', 'plain-text');
    renderLogin();
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@school.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(localStorage.getItem('rememberedPassword')).toBeNull();
  });

  it('forgets the email when signing in with the box unchecked', async () => {
    localStorage.setItem('rememberedEmail', 'old@school.org');
    vi.stubGlobal('fetch', mockApi(okLogin).fetchMock);
    renderLogin();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn('ada@school.org', 'secret-pass');
    await screen.findByText('dashboard');
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
  });

  it('keeps nothing after a failed sign-in', async () => {
    vi.stubGlobal('fetch', mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } }).fetchMock);
    renderLogin();
    await signIn('ada@school.org', 'wrong', { tickRemember: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
