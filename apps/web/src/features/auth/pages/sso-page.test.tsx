import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SsoPage } from '@/features/auth/pages/sso-page';
import { mockApi, renderRoutes } from '@/test/render';

function renderSso(hash: string) {
  window.history.replaceState(null, '', `/sso${hash}`);
  return renderRoutes(
    [
      { path: '/sso', element: <SsoPage /> },
      { path: '/dashboard/classes', element: <p>classes</p> },
    ],
    '/sso',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SsoPage', () => {
  it('trades the one-time code from the fragment for a session, forgets the code, and goes where the sign-in started', async () => {
    const api = mockApi({ 'POST /api/auth/sso/exchange': { body: { token: 'jwt-sso', _id: 's1', name: 'Sam', role: 'student', returnTo: '/dashboard/classes', provider: 'p1' } } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderSso('#code=one-time');
    expect(await screen.findByText('classes')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/sso/exchange', body: { code: 'one-time' } });
    expect(localStorage.getItem('token')).toBe('jwt-sso');
    expect(window.location.hash).toBe('');
  });

  it("shows the server's reason when the sign-in was refused, with the way back", async () => {
    const message = 'No Lyceum account belongs to this Google account. Ask the school office to add you.';
    vi.stubGlobal('fetch', mockApi({ 'POST /api/auth/sso/exchange': { status: 403, body: { message } } }).fetchMock);
    renderSso('#code=refused');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
