import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from '@/app/routes/guards';
import { RouteErrorBoundary } from '@/app/routes/route-error';

/**
 * React Router in declarative mode (`<BrowserRouter>` + `useRoutes`): the app loads no data
 * through the router, so the data router (loaders, actions, fetchers), about twice the size
 * gzipped, would be downloaded for nothing. Pages are code-split with React.lazy instead of
 * `route.lazy`; navigations run in a transition, so the current page stays until the next
 * one has downloaded.
 */

interface LazyHandle {
  /** Starts (once) the download of the route's module. */
  preload: () => Promise<unknown>;
}

/** A route component downloaded on first render, or earlier through its handle's preload(). */
function lazyElement(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let module: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (module ??= load().then((Component) => ({ default: Component })));
  const Component = lazy(preload);
  return { element: <Component />, handle: { preload } satisfies LazyHandle };
}

/** A page downloaded on first visit (keeps the sign-in page's bundle small). */
function page(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  return path === undefined ? { index: true, ...lazyElement(load) } : { path, ...lazyElement(load) };
}

const topic = 'classes/:id/topics/:topicId';

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    element: <RedirectIfSignedIn />,
    children: [page('login', async () => (await import('@/features/auth/pages/login-page')).LoginPage)],
  },
  // Public, and not behind RedirectIfSignedIn: a link opened where someone is signed in still works.
  page('invite/:token', async () => (await import('@/features/auth/pages/invite-page')).InvitePage),
  {
    path: 'dashboard',
    element: <RequireAuth />,
    children: [
      // Lazy too: the shell's menus, sheet and icons are not part of the sign-in page's bundle.
      {
        ...lazyElement(async () => (await import('@/app/layouts/dashboard-layout')).DashboardLayout),
        children: [
          page(undefined, async () => (await import('@/features/dashboard/pages/dashboard-page')).DashboardPage),
          page('classes', async () => (await import('@/features/classes/pages/classes-page')).ClassesPage),
          page('classes/create', async () => (await import('@/features/classes/pages/create-class-page')).CreateClassPage),
          page('classes/:id', async () => (await import('@/features/classes/pages/class-detail-page')).ClassDetailPage),
          page('classes/:id/edit', async () => (await import('@/features/classes/pages/edit-class-page')).EditClassPage),
          page(`${topic}/materials/create`, loadMaterialForm),
          page(`${topic}/materials/:materialId`, async () => (await import('@/features/content/pages/material-view-page')).MaterialViewPage),
          page(`${topic}/materials/:materialId/edit`, loadMaterialForm),
          page(`${topic}/assignments/create`, loadAssignmentForm),
          page(`${topic}/assignments/:assignmentId`, async () => (await import('@/features/content/pages/assignment-view-page')).AssignmentViewPage),
          page(`${topic}/assignments/:assignmentId/edit`, loadAssignmentForm),
          page('assignments', async () => (await import('@/features/lists/pages/all-assignments-page')).AllAssignmentsPage),
          page('materials', async () => (await import('@/features/lists/pages/all-materials-page')).AllMaterialsPage),
          page('profile', async () => (await import('@/features/profile/pages/settings-page')).SettingsPage),
          {
            element: <RequireRole role="admin" />,
            children: [
              page('register', async () => (await import('@/features/users/pages/register-user-page')).RegisterUserPage),
              page('users', async () => (await import('@/features/users/pages/users-page')).UsersPage),
              page('import', async () => (await import('@/features/imports/pages/import-page')).ImportPage),
            ],
          },
          // Unknown dashboard paths (and the link-only /dashboard/students, /dashboard/activity) keep the shell.
          page('*', async () => (await import('@/features/errors/pages/not-found-page')).NotFoundPage),
        ],
      },
    ],
  },
  page('*', async () => (await import('@/features/errors/pages/not-found-page')).StandaloneNotFoundPage),
];

async function loadMaterialForm() {
  return (await import('@/features/content/pages/material-form-page')).MaterialFormPage;
}

async function loadAssignmentForm() {
  return (await import('@/features/content/pages/assignment-form-page')).AssignmentFormPage;
}

/**
 * Starts downloading every lazy module `pathname` renders (the dashboard's shell and its page)
 * at once; left to React.lazy, the page's download would start only once the shell had
 * downloaded and rendered.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    // A failed download is shown by the error boundary when the route renders.
    (match.route.handle as LazyHandle | undefined)?.preload().catch(() => undefined);
  }
}

/** The routes, under the last-resort error boundary; a spinner until the first page has downloaded. */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={location.pathname}>
      <Suspense fallback={<CenteredSpinner className="min-h-dvh" />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
