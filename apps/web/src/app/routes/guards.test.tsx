import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import type { Role } from '@lyceum/shared/roles';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from '@/app/routes/guards';
import { renderRoutes, storeSession } from '@/test/render';

const routes = [
  { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: <p>login page</p> }] },
  {
    path: '/dashboard',
    element: <RequireAuth />,
    children: [
      { index: true, element: <p>dashboard home</p> },
      { element: <RequireRole role="admin" />, children: [{ path: 'users', element: <p>users page</p> }] },
    ],
  },
];

describe('route guards', () => {
  it('sends a signed-out visitor to /login, replacing the entry', async () => {
    const { router } = renderRoutes(routes, '/dashboard/users');
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each<Role>(['teacher', 'student'])('shows Access Denied to a %s on an admin page', async (role) => {
    storeSession({ role });
    renderRoutes(routes, '/dashboard/users');
    expect(await screen.findByRole('heading', { name: MSG.accessDeniedTitle })).toBeInTheDocument();
    expect(screen.getByText(MSG.accessDeniedText)).toBeInTheDocument();
    expect(screen.queryByText('users page')).not.toBeInTheDocument();
  });

  it('lets an admin through', async () => {
    storeSession({ role: 'admin' });
    renderRoutes(routes, '/dashboard/users');
    expect(await screen.findByText('users page')).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /dashboard', async () => {
    storeSession({ role: 'student' });
    const { router } = renderRoutes(routes, '/login');
    await screen.findByText('dashboard home');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
