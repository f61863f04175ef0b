import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/pages/login-page';
import { mockApi, renderRoutes } from '@/test/render';

const renderLogin = () => renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage with single sign-on', () => {
  it("puts the school's providers above the password form", async () => {
    const providers = [{ _id: 'p1', label: 'Google' }, { _id: 'p2', label: 'Microsoft' }];
    vi.stubGlobal('fetch', mockApi({ 'GET /api/auth/sso': { body: { providers, passwordsOffFor: ['student'] } } }).fetchMock);
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/api/auth/sso/p1/start');
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute('href', '/api/auth/sso/p2/start');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('offers only the providers when no role may use a password', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/auth/sso': { body: { providers: [{ _id: 'p1', label: 'Google' }], passwordsOffFor: ['admin', 'teacher', 'student'] } } }).fetchMock);
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows the password form alone when no provider is set up, or the options cannot be read', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    renderLogin();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});
