/**
 * Every route of spec section 2, as plain data: paths, guards, and the module (and its export)
 * each route renders. Two readers: the router (app/router.tsx), which gives each route its element,
 * and the entry (main.ts), which reads it before React has arrived to start every download the
 * first URL needs (app/route-start.ts). Being part of the entry, this module imports nothing.
 */
export interface RouteDef {
  path?: string;
  index?: true;
  /** Who may see the children; the router puts the matching guard element here. */
  guard?: 'signedOut' | 'signedIn' | 'admin';
  /** A redirect (replacing the history entry) instead of a page. */
  redirectTo?: string;
  /**
   * The route's lazily downloaded module (a page, or the signed-in shell), by its path in the
   * build ('/src/…', as import.meta.glob and the build manifest name it), and the component it exports.
   */
  module?: string;
  component?: string;
  /**
   * Other lazily loaded modules the page needs as it first renders: downloaded with it (the entry)
   * and awaited with it (the router's PRELOADS).
   */
  preload?: string[];
  /**
   * The GET requests the page makes as it first renders, spelled exactly as its queries spell
   * them (route-table.test.ts holds them to the feature API modules), given the URL's parameters.
   */
  reads?: (params: Readonly<Record<string, string>>) => string[];
  children?: RouteDef[];
}

const topic = 'classes/:id/topics/:topicId';
const id = encodeURIComponent;

/** A page of src/features/<feature>/pages/<file>.tsx; a null path makes it the index route. */
const page = (
  path: string | null,
  feature: string,
  file: string,
  component: string,
  reads?: RouteDef['reads'],
  preload?: string[],
): RouteDef => ({
  ...(path === null ? { index: true } : { path }),
  module: `/src/features/${feature}/pages/${file}.tsx`,
  component,
  ...(reads ? { reads } : {}),
  ...(preload ? { preload } : {}),
});

/** The rich-text sanitiser (lib/rich-text-renderer.ts), for the pages that open on rich text. */
const RICH_TEXT = ['/src/lib/rich-text-render.ts'];

export const ROUTE_TABLE: RouteDef[] = [
  { path: '/', redirectTo: '/login' },
  { guard: 'signedOut', children: [page('login', 'auth', 'login-page', 'LoginPage')] },
  // Public, and not behind the signed-out guard: a link opened where someone is signed in still works.
  page('invite/:token', 'auth', 'invite-page', 'InvitePage'),
  {
    path: 'dashboard',
    guard: 'signedIn',
    children: [
      {
        // The signed-in shell: its menus, sheet and icons are not part of the sign-in page's bundle.
        module: '/src/app/layouts/dashboard-layout.tsx',
        component: 'DashboardLayout',
        // The bell's count.
        reads: () => ['/api/notifications/unread-count'],
        children: [
          page(null, 'dashboard', 'dashboard-page', 'DashboardPage', () => ['/api/dashboard']),
          page('classes', 'classes', 'classes-page', 'ClassesPage', () => ['/api/classes?limit=50']),
          page('classes/create', 'classes', 'create-class-page', 'CreateClassPage'),
          page('classes/:id', 'classes', 'class-detail-page', 'ClassDetailPage', (p) => [
            `/api/classes/${id(p.id!)}`,
            `/api/classes/${id(p.id!)}/topics`,
          ]),
          page('classes/:id/edit', 'classes', 'edit-class-page', 'EditClassPage'),
          page(`${topic}/materials/create`, 'content', 'material-form-page', 'MaterialFormPage'),
          page(
            `${topic}/materials/:materialId`,
            'content',
            'material-view-page',
            'MaterialViewPage',
            (p) => [`/api/materials/${id(p.materialId!)}`, `/api/topics/${id(p.topicId!)}`, `/api/comments/material/${id(p.materialId!)}`],
            RICH_TEXT,
          ),
          page(`${topic}/materials/:materialId/edit`, 'content', 'material-form-page', 'MaterialFormPage'),
          page(`${topic}/assignments/create`, 'content', 'assignment-form-page', 'AssignmentFormPage'),
          page(
            `${topic}/assignments/:assignmentId`,
            'content',
            'assignment-view-page',
            'AssignmentViewPage',
            (p) => [`/api/assignments/${id(p.assignmentId!)}`, `/api/topics/${id(p.topicId!)}`, `/api/comments/assignment/${id(p.assignmentId!)}`],
            RICH_TEXT,
          ),
          page(`${topic}/assignments/:assignmentId/edit`, 'content', 'assignment-form-page', 'AssignmentFormPage'),
          page('assignments', 'lists', 'all-assignments-page', 'AllAssignmentsPage', () => ['/api/assignments?limit=50']),
          page('materials', 'lists', 'all-materials-page', 'AllMaterialsPage', () => ['/api/materials?limit=50']),
          page('profile', 'profile', 'settings-page', 'SettingsPage', () => ['/api/notifications/preferences', '/api/calendar/feed']),
          {
            guard: 'admin',
            children: [
              page('register', 'users', 'register-user-page', 'RegisterUserPage'),
              page('users', 'users', 'users-page', 'UsersPage', () => ['/api/users']),
              page('import', 'imports', 'import-page', 'ImportPage'),
            ],
          },
          // Unknown dashboard paths (and the link-only /dashboard/students, /dashboard/activity) keep the shell.
          page('*', 'errors', 'not-found-page', 'NotFoundPage'),
        ],
      },
    ],
  },
  page('*', 'errors', 'not-found-page', 'StandaloneNotFoundPage'),
];
