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
   * Other lazily loaded modules the page needs as it first renders, for this visit: downloaded with
   * it (the entry) and awaited with it (the router's PRELOADS).
   */
  preload?: Readonly<Record<string, (visit: Visit) => boolean>>;
  /**
   * The page's own lazily loaded parts it shows first for some visits (a student's work under an
   * assignment, a class's gradebook tab): downloaded with it (the entry), when `show` says so.
   */
  parts?: Readonly<Record<string, (visit: Visit) => boolean>>;
  /**
   * The GET requests the page makes as it first renders, spelled exactly as its queries spell
   * them (route-table.test.ts holds them to the feature API modules), for this visit.
   */
  reads?: (visit: Visit) => string[];
  /** The page shows dates as it first renders: the entry warms up Intl's date data meanwhile (lib/date-warm-up.ts). */
  showsDates?: true;
  children?: RouteDef[];
}

/** What the entry knows of a visit before anything has downloaded. */
export interface Visit {
  /** The URL's path parameters (decoded). */
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  /** The stored user's id and role (unchecked: the session's own check comes later), if any. */
  user: { _id: string; role: string } | null;
}

const topic = 'classes/:id/topics/:topicId';
const id = encodeURIComponent;
const staff = (visit: Visit) => visit.user?.role === 'teacher' || visit.user?.role === 'admin';
/** The assignment view's tab (its page's tabOf): Student work with ?view=work, or a link to one student's. */
const studentWorkTab = (visit: Visit) =>
  staff(visit) && (visit.search.get('view') === 'work' || (visit.search.get('view') !== 'instructions' && visit.search.has('student')));
const yourWork = (visit: Visit) => visit.user?.role === 'student';
/** A form's first reads, for those who may use it: its page reads nothing for anyone else. */
const formReads = (reads: (params: Visit['params']) => string[]) => (visit: Visit) => (staff(visit) ? reads(visit.params) : []);
const topicRead = (params: Visit['params']) => `/api/topics/${id(params.topicId!)}`;
/** A new item's form reads its topic. */
const newItemReads = formReads((p) => [topicRead(p)]);

/** The Users screen's list with the filters of its URL, as features/users/api/users-api.ts spells it (usersPath). */
const usersRead = (search: URLSearchParams) => {
  const params = new URLSearchParams();
  const q = search.get('q')?.trim();
  const role = search.get('role') ?? '';
  const status = search.get('status') ?? '';
  if (q) params.set('q', q);
  if (['admin', 'teacher', 'student'].includes(role)) params.set('role', role);
  if (['active', 'invited', 'deactivated'].includes(status)) params.set('status', status);
  return params.size > 0 ? `/api/users?${params.toString()}` : '/api/users';
};

/** A page of src/features/<feature>/pages/<file>.tsx; a null path makes it the index route. */
const page = (
  path: string | null,
  feature: string,
  file: string,
  component: string,
  reads?: RouteDef['reads'],
  more: Pick<RouteDef, 'preload' | 'parts' | 'showsDates'> = {},
): RouteDef => ({
  ...(path === null ? { index: true } : { path }),
  module: `/src/features/${feature}/pages/${file}.tsx`,
  component,
  ...(reads ? { reads } : {}),
  ...more,
});

/** The rich-text sanitiser (lib/rich-text-render.ts), for the pages that open on rich text. */
const RICH_TEXT = '/src/lib/rich-text-render.ts';
const always = () => true;
/**
 * The Student work tab with no student picked: names and states, no rich text (the instructions
 * are on the other tab; a student's answer shows once one is picked), so no sanitiser to wait for.
 */
const workListOnly = (visit: Visit) => studentWorkTab(visit) && !visit.search.has('student');
/** The assignment page's own first reads, at either of its addresses (an assignment's, a quiz's). */
const assignmentPageReads = (visit: Visit) => [
  `/api/assignments/${id(visit.params.assignmentId!)}`,
  `/api/topics/${id(visit.params.topicId!)}`,
  `/api/comments/assignment/${id(visit.params.assignmentId!)}`,
];

export const ROUTE_TABLE: RouteDef[] = [
  { path: '/', redirectTo: '/login' },
  { guard: 'signedOut', children: [page('login', 'auth', 'login-page', 'LoginPage')] },
  // Public, and not behind the signed-out guard: a link opened where someone is signed in still works.
  page('invite/:token', 'auth', 'invite-page', 'InvitePage'),
  // Back from the school's identity provider (modules/sso): public, the one-time code is the credential.
  page('sso', 'auth', 'sso-page', 'SsoPage'),
  {
    path: 'dashboard',
    guard: 'signedIn',
    children: [
      {
        // The signed-in shell: its menus, sheet and icons are not part of the sign-in page's bundle.
        module: '/src/app/layouts/dashboard-layout.tsx',
        component: 'DashboardLayout',
        // The bell's count, and the profile (its language and time zone: ProfileLocale), asked beside
        // the page's own reads rather than once the shell has rendered (a round trip before the
        // page's first paint on a phone).
        reads: () => ['/api/notifications/unread-count', '/api/auth/me'],
        children: [
          // A student's or teacher's dashboard opens on their assignments, whose description previews
          // are rich text: shown as text until the sanitiser arrives, then drawn again, a later and
          // larger paint (the page's largest, on a student's phone). So the sanitiser comes with the
          // page; an admin's opens on the school's figures and gets it after.
          page(null, 'dashboard', 'dashboard-page', 'DashboardPage', () => ['/api/dashboard'], {
            showsDates: true,
            preload: { [RICH_TEXT]: (visit) => visit.user !== null && visit.user.role !== 'admin' },
          }),
          page('classes', 'classes', 'classes-page', 'ClassesPage', () => ['/api/classes?limit=50']),
          page('classes/create', 'classes', 'create-class-page', 'CreateClassPage'),
          page('classes/archived', 'classes', 'archived-classes-page', 'ArchivedClassesPage', () => ['/api/classes?limit=50&archived=true'], { showsDates: true }),
          page(
            'classes/:id',
            'classes',
            'class-detail-page',
            'ClassDetailPage',
            ({ params: p, search }) => [
              `/api/classes/${id(p.id!)}`,
              `/api/classes/${id(p.id!)}/topics`,
              ...(search.get('tab') === 'grades' ? [`/api/classes/${id(p.id!)}/gradebook`] : []),
              // The Classwork tab's first page (CLASSWORK_PAGE_DEFAULT; features/classes/api/classwork-api.ts).
              ...(search.get('tab') === 'classwork' ? [`/api/classes/${id(p.id!)}/classwork?limit=100`] : []),
            ],
            { parts: { '/src/features/coursework/components/gradebook-tab.tsx': ({ search }) => search.get('tab') === 'grades' }, showsDates: true },
          ),
          page('classes/:id/edit', 'classes', 'edit-class-page', 'EditClassPage', formReads((p) => [`/api/classes/${id(p.id!)}`])),
          page(`${topic}/materials/create`, 'content', 'material-form-page', 'MaterialFormPage', newItemReads),
          page(
            `${topic}/materials/:materialId`,
            'content',
            'material-view-page',
            'MaterialViewPage',
            ({ params: p }) => [`/api/materials/${id(p.materialId!)}`, `/api/topics/${id(p.topicId!)}`, `/api/comments/material/${id(p.materialId!)}`],
            { preload: { [RICH_TEXT]: always }, showsDates: true },
          ),
          page(`${topic}/materials/:materialId/edit`, 'content', 'material-form-page', 'MaterialFormPage', formReads((p) => [topicRead(p), `/api/materials/${id(p.materialId!)}`])),
          page(`${topic}/assignments/create`, 'content', 'assignment-form-page', 'AssignmentFormPage', newItemReads),
          page(
            `${topic}/assignments/:assignmentId`,
            'content',
            'assignment-view-page',
            'AssignmentViewPage',
            (visit) => {
              const assignment = `/api/assignments/${id(visit.params.assignmentId!)}`;
              const work = yourWork(visit) ? `${assignment}/submissions/${id(visit.user!._id)}` : null;
              return [
                ...assignmentPageReads(visit),
                ...(work ? [work, `${work}/comments`] : []),
                ...(studentWorkTab(visit) ? [`${assignment}/submissions`] : []),
              ];
            },
            {
              preload: { [RICH_TEXT]: (visit) => !workListOnly(visit) },
              showsDates: true,
              parts: {
                '/src/features/coursework/components/your-work-card.tsx': yourWork,
                '/src/features/content/components/assignment-staff-tabs.tsx': staff,
                '/src/features/coursework/components/student-work-tab.tsx': studentWorkTab,
              },
            },
          ),
          page(
            `${topic}/assignments/:assignmentId/edit`,
            'content',
            'assignment-form-page',
            'AssignmentFormPage',
            // The quiz's read first: it answers 404 for any other assignment, and the page goes on.
            formReads((p) => [`/api/quizzes/${id(p.assignmentId!)}`, `/api/assignments/${id(p.assignmentId!)}`, topicRead(p)]),
          ),
          // A quiz's own address (contentPaths.quiz): the same page, which starts the quiz's card and
          // read with the page instead of "Your work", whose code and reads a quiz has no use for.
          page(
            `${topic}/quizzes/:assignmentId`,
            'content',
            'assignment-view-page',
            'QuizViewPage',
            (visit) => [...assignmentPageReads(visit), ...(yourWork(visit) ? [`/api/quizzes/${id(visit.params.assignmentId!)}/mine`] : [])],
            {
              preload: { [RICH_TEXT]: always },
              showsDates: true,
              parts: {
                '/src/features/quizzes/components/quiz-student-card.tsx': yourWork,
                '/src/features/content/components/assignment-staff-tabs.tsx': staff,
              },
            },
          ),
          page(`${topic}/quizzes/create`, 'quizzes', 'quiz-form-page', 'QuizFormPage', newItemReads),
          page(`${topic}/quizzes/:quizId/edit`, 'quizzes', 'quiz-form-page', 'QuizFormPage', formReads((p) => [`/api/quizzes/${id(p.quizId!)}`, topicRead(p)])),
          page(`${topic}/questions/create`, 'questions', 'question-form-page', 'QuestionFormPage', newItemReads),
          page(`${topic}/questions/:questionId/edit`, 'questions', 'question-form-page', 'QuestionFormPage', formReads((p) => [`/api/questions/${id(p.questionId!)}`, topicRead(p)])),
          page('question-bank', 'question-bank', 'question-bank-page', 'QuestionBankPage'),
          page('assignments', 'lists', 'all-assignments-page', 'AllAssignmentsPage', () => ['/api/assignments?limit=50'], { showsDates: true }),
          page('materials', 'lists', 'all-materials-page', 'AllMaterialsPage', () => ['/api/materials?limit=50'], { showsDates: true }),
          page('profile', 'profile', 'settings-page', 'SettingsPage', () => ['/api/notifications/preferences', '/api/calendar/feed']),
          {
            guard: 'admin',
            children: [
              page('register', 'users', 'register-user-page', 'RegisterUserPage'),
              page('users', 'users', 'users-page', 'UsersPage', ({ search }) => [usersRead(search), '/api/admin/email-status']),
              page('import', 'imports', 'import-page', 'ImportPage', undefined, { showsDates: true }),
              page('sign-in', 'sso', 'sso-admin-page', 'SsoAdminPage', undefined, { showsDates: true }),
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
