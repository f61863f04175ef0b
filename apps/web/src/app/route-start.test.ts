import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { currentVisit, matchRoute, startRoute } from '@/app/route-start';
import { ROUTE_TABLE, type RouteDef } from '@/app/route-table';
import { warmUpDates } from '@/lib/date-warm-up';
import { clearEarlyReads, takeEarlyRead } from '@/lib/early-reads';

vi.mock('@/lib/date-warm-up', () => ({ warmUpDates: vi.fn() }));

/** The table as React Router sees it (router.tsx gives these same routes their elements). */
const plain = (route: RouteDef): RouteObject =>
  route.index ? { index: true, handle: route } : { path: route.path, handle: route, children: route.children?.map(plain) };
const REACT_ROUTES = ROUTE_TABLE.map(plain);

/** Every full path pattern of the table. */
function patterns(routes: RouteDef[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path !== undefined || route.index ? [path] : []), ...patterns(route.children ?? [], path)];
  });
}

const sample = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, (name) => `${name.slice(1)}-7f3a`).replace('*', 'some/deeper/page');

const URLS = [
  ...patterns(ROUTE_TABLE).map(sample),
  '/',
  '/dashboard/',
  '/DASHBOARD/Classes',
  '/dashboard/classes/create',
  '/dashboard/classes/create/',
  '/dashboard/classes/a%20b',
  '/dashboard/classes/c1/topics/t1/materials/create',
  '/dashboard/classes/c1/topics/t1/assignments/a1/edit',
  '/dashboard/students',
  '/dashboard/nowhere/at/all',
  '/nowhere',
  '/login/extra',
  '/invite',
];

describe('matchRoute', () => {
  it.each(URLS)('renders the same routes as React Router for %s', (url) => {
    const expected = matchRoutes(REACT_ROUTES, url);
    const actual = matchRoute(url);
    expect(actual?.routes ?? null).toEqual(expected?.map((match) => match.route.handle as RouteDef) ?? null);
    expect(actual?.params ?? null).toEqual(expected?.at(-1)?.params ?? null);
  });
});

describe('currentVisit', () => {
  afterEach(() => localStorage.clear());

  it('is the visit of the address bar: its parameters, its query and the stored user, only with a stored token', () => {
    const at = { pathname: '/dashboard/classes/c1/topics/t1/assignments/a%201', search: '?view=work' };
    localStorage.setItem('user', JSON.stringify({ _id: 't1', role: 'teacher' }));
    const unsigned = currentVisit(at, localStorage);
    expect(unsigned.params).toEqual({ id: 'c1', topicId: 't1', assignmentId: 'a 1' });
    expect(unsigned.search.get('view')).toBe('work');
    expect(unsigned.user).toBeNull();
    localStorage.setItem('token', 'token-1');
    expect(currentVisit(at, localStorage).user).toEqual({ _id: 't1', role: 'teacher' });
  });
});

describe('startRoute', () => {
  const files = {
    '/src/app/layouts/dashboard-layout.tsx': [['/assets/layout.js', '/assets/shared.js'], []],
    '/src/features/dashboard/pages/dashboard-page.tsx': [['/assets/dashboard-page.js', '/assets/shared.js'], ['/assets/dashboard-page.css']],
    '/src/features/auth/pages/login-page.tsx': [['/assets/login-page.js'], []],
    '/src/features/classes/pages/class-detail-page.tsx': [['/assets/class-detail-page.js'], []],
  } satisfies Record<string, [string[], string[]]>;
  const fetchMock = vi.fn((_path: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));

  const preloaded = () =>
    [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    document.head.replaceChildren();
    clearEarlyReads();
    fetchMock.mockClear();
    vi.mocked(warmUpDates).mockClear();
    vi.unstubAllGlobals();
  });

  it('preloads the shell and the page, each file once, and starts the page reads with the stored token', () => {
    localStorage.setItem('token', 'token-1');
    startRoute('/dashboard', '', localStorage, files);
    expect(preloaded()).toEqual([
      ['modulepreload', '/assets/layout.js'],
      ['modulepreload', '/assets/shared.js'],
      ['modulepreload', '/assets/dashboard-page.js'],
      ['preload', '/assets/dashboard-page.css'],
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/dashboard', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
    });
    expect(takeEarlyRead('/api/dashboard', 'token-1')).toBeInstanceOf(Promise);
  });

  it("starts the sanitiser with a student's or teacher's dashboard (its previews are rich text), not with an admin's", () => {
    const withSanitiser = { ...files, '/src/lib/rich-text-render.ts': [['/assets/rich-text-render.js'], []] } satisfies Record<string, [string[], string[]]>;
    localStorage.setItem('token', 'token-1');
    for (const [role, expected] of [['student', true], ['teacher', true], ['admin', false]] as const) {
      document.head.replaceChildren();
      localStorage.setItem('user', JSON.stringify({ _id: 'u1', role }));
      startRoute('/dashboard', '', localStorage, withSanitiser);
      expect(preloaded().some(([, href]) => href === '/assets/rich-text-render.js')).toBe(expected);
    }
  });

  it("spells the reads with the URL parameters, the shell's first", () => {
    localStorage.setItem('token', 'token-1');
    startRoute('/dashboard/classes/c%2F1', '', localStorage, files);
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/notifications/unread-count',
      '/api/auth/me',
      '/api/classes/c%2F1',
      '/api/classes/c%2F1/topics',
    ]);
  });

  it("starts a student's own work with an assignment, a teacher's tabs and student work, and a teacher's gradebook tab with the class's Grades", () => {
    const assignment = '/dashboard/classes/c1/topics/t1/assignments/a1';
    const withParts = {
      ...files,
      '/src/features/content/pages/assignment-view-page.tsx': [['/assets/assignment-view-page.js'], []],
      '/src/lib/rich-text-render.ts': [['/assets/rich-text-render.js'], []],
      '/src/features/coursework/components/your-work-card.tsx': [['/assets/your-work-card.js'], []],
      '/src/features/coursework/components/student-work-tab.tsx': [['/assets/student-work-tab.js'], []],
      '/src/features/content/components/assignment-staff-tabs.tsx': [['/assets/assignment-staff-tabs.js'], []],
      '/src/features/coursework/components/gradebook-tab.tsx': [['/assets/gradebook-tab.js'], []],
    } satisfies Record<string, [string[], string[]]>;
    const reads = () => fetchMock.mock.calls.map(([path]) => path).filter((path) => path.includes('submissions') || path.includes('gradebook'));

    localStorage.setItem('token', 'token-1');
    localStorage.setItem('user', JSON.stringify({ _id: 's1', role: 'student' }));
    startRoute(assignment, '', localStorage, withParts);
    expect(preloaded()).toContainEqual(['modulepreload', '/assets/rich-text-render.js']);
    expect(preloaded()).toContainEqual(['modulepreload', '/assets/your-work-card.js']);
    expect(preloaded()).not.toContainEqual(['modulepreload', '/assets/student-work-tab.js']);
    expect(preloaded()).not.toContainEqual(['modulepreload', '/assets/assignment-staff-tabs.js']);
    expect(reads()).toEqual(['/api/assignments/a1/submissions/s1', '/api/assignments/a1/submissions/s1/comments']);

    document.head.replaceChildren();
    clearEarlyReads();
    fetchMock.mockClear();
    localStorage.setItem('user', JSON.stringify({ _id: 't1', role: 'teacher' }));
    startRoute(assignment, '', localStorage, withParts);
    expect(preloaded()).toContainEqual(['modulepreload', '/assets/assignment-staff-tabs.js']);
    expect(preloaded()).toContainEqual(['modulepreload', '/assets/rich-text-render.js']);
    expect(preloaded()).not.toContainEqual(['modulepreload', '/assets/your-work-card.js']);
    expect(reads()).toEqual([]);
    document.head.replaceChildren();
    clearEarlyReads();
    startRoute(assignment, '?view=work', localStorage, withParts);
    expect(preloaded()).toContainEqual(['modulepreload', '/assets/student-work-tab.js']);
    // The list of students shows no rich text: no sanitiser to download before it.
    expect(preloaded()).not.toContainEqual(['modulepreload', '/assets/rich-text-render.js']);
    expect(reads()).toEqual(['/api/assignments/a1/submissions']);
    // One student's work does (their answer).
    document.head.replaceChildren();
    clearEarlyReads();
    startRoute(assignment, '?view=work&student=s1', localStorage, withParts);
    expect(preloaded()).toContainEqual(['modulepreload', '/assets/rich-text-render.js']);

    fetchMock.mockClear();
    startRoute('/dashboard/classes/c1', '?tab=grades', localStorage, withParts);
    expect(preloaded()).toContainEqual(['modulepreload', '/assets/gradebook-tab.js']);
    expect(reads()).toEqual(['/api/classes/c1/gradebook']);
  });

  it('warms up the date data for a page that opens on dates, not for one without them or signed out', () => {
    startRoute('/dashboard/assignments', '', localStorage, files);
    expect(warmUpDates).not.toHaveBeenCalled();
    localStorage.setItem('token', 'token-1');
    startRoute('/dashboard/profile', '', localStorage, files);
    startRoute('/dashboard/classes', '', localStorage, files);
    expect(warmUpDates).not.toHaveBeenCalled();
    startRoute('/dashboard/classes/c1/topics/t1/assignments/a1', '', localStorage, files);
    expect(warmUpDates).toHaveBeenCalledTimes(1);
  });

  it('starts the sign-in page for a signed-in URL without a stored session, and reads nothing', () => {
    startRoute('/dashboard/classes/c1', '', localStorage, files);
    expect(preloaded()).toEqual([['modulepreload', '/assets/login-page.js']]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts the dashboard for the sign-in page with a stored session', () => {
    localStorage.setItem('token', 'token-1');
    startRoute('/login', '', localStorage, files);
    expect(preloaded()).toContainEqual(['modulepreload', '/assets/dashboard-page.js']);
    expect(preloaded()).not.toContainEqual(['modulepreload', '/assets/login-page.js']);
  });

  it('does nothing it cannot name: no map (the dev server), no match', () => {
    localStorage.setItem('token', 'token-1');
    startRoute('/dashboard', '', localStorage, {});
    expect(preloaded()).toEqual([]);
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/notifications/unread-count', '/api/auth/me', '/api/dashboard']);
  });
});
