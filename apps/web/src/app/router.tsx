import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from '@/app/routes/guards';
import { RouteError } from '@/app/routes/route-error';

/** A route whose page is downloaded on first visit (keeps the sign-in page's bundle small). */
function page(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const topic = 'classes/:id/topics/:topicId';

/** Every route of spec section 2. Pages added later replace the bodies of the placeholder pages. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <CenteredSpinner className="min-h-dvh" />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        element: <RedirectIfSignedIn />,
        children: [page('login', async () => (await import('@/features/auth/pages/login-page')).LoginPage)],
      },
      {
        path: 'dashboard',
        element: <RequireAuth />,
        children: [
          {
            // Lazy too: the shell's menus, sheet and icons are not part of the sign-in page's bundle.
            lazy: async () => ({ Component: (await import('@/app/layouts/dashboard-layout')).DashboardLayout }),
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
                ],
              },
              // Unknown dashboard paths (and the link-only /dashboard/students, /dashboard/activity) keep the shell.
              page('*', async () => (await import('@/features/errors/pages/not-found-page')).NotFoundPage),
            ],
          },
        ],
      },
      page('*', async () => (await import('@/features/errors/pages/not-found-page')).StandaloneNotFoundPage),
    ],
  },
];

async function loadMaterialForm() {
  return (await import('@/features/content/pages/material-form-page')).MaterialFormPage;
}

async function loadAssignmentForm() {
  return (await import('@/features/content/pages/assignment-form-page')).AssignmentFormPage;
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
