import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session/session-provider';
import type { SessionUser } from '@/lib/session/session-storage';
import { ThemeProvider } from '@/lib/theme/theme-provider';

/** Stores a session the way a sign-in does, so the provider restores it on mount. */
export function storeSession(user: Partial<SessionUser> & Pick<SessionUser, 'role'>, token = 'test-token'): SessionUser {
  const full: SessionUser = { _id: `id-${user.role}`, name: `Test ${user.role}`, email: `${user.role}@test.dev`, avatar: null, ...user };
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(full));
  return full;
}

/** Renders routes inside the app's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at `path` (for components that need the router and session but no routes). */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

/** A fetch stand-in answering JSON by "METHOD path"; unlisted calls get a 404. */
export function mockApi(answers: Record<string, { status?: number; body?: unknown }>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body, headers: (init.headers ?? {}) as Record<string, string> });
    const answer = answers[`${method} ${path}`] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchMock, calls };
}
