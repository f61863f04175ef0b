import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

let session: ReturnType<typeof useSession>;
function Probe() {
  session = useSession();
  return <p>status: {session.status}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionProvider', () => {
  it('restores a stored session, exposes role flags, and sends the token on every call', async () => {
    storeSession({ role: 'teacher' }, 'stored-token');
    const { fetchMock, calls } = mockApi({ 'GET /api/anything': { body: {} } });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Probe />);
    await screen.findByText('status: signedIn');
    expect(session).toMatchObject({ isTeacher: true, isAdmin: false, isStudent: false, token: 'stored-token' });
    await api.get('/api/anything');
    expect(calls[0]?.headers.Authorization).toBe('Bearer stored-token');
  });

  it('starts signed out with nothing stored', async () => {
    renderWithProviders(<Probe />);
    await screen.findByText('status: signedOut');
  });

  it('signIn stores token and user; signOut clears both and the authorization header', async () => {
    const { fetchMock, calls } = mockApi({ 'GET /api/anything': { body: {} } });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Probe />);
    await screen.findByText('status: signedOut');
    act(() => session.signIn({ token: 'jwt', _id: 'a1', name: 'Ada', role: 'admin' }, 'ada@x.org'));
    await screen.findByText('status: signedIn');
    expect(session.isAdmin).toBe(true);
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'ada@x.org', role: 'admin' });

    act(() => session.signOut());
    await screen.findByText('status: signedOut');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await api.get('/api/anything');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('signs out when an authenticated call gets a 401', async () => {
    storeSession({ role: 'student' });
    const { fetchMock } = mockApi({ 'GET /api/classes': { status: 401, body: { message: 'Invalid or expired token' } } });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Probe />);
    await screen.findByText('status: signedIn');
    await act(async () => {
      await expect(api.get('/api/classes')).rejects.toMatchObject({ status: 401, message: 'Invalid or expired token' });
    });
    await screen.findByText('status: signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
