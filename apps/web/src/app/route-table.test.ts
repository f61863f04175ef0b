import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { PRELOADS, ROUTE_MODULES } from '@/app/router';
import { ROUTE_TABLE, type RouteDef, type Visit } from '@/app/route-table';
import { fetchClass, fetchClassesPage, fetchClassTopics } from '@/features/classes/api/classes-api';
import { assignmentApi, materialApi } from '@/features/content/api/classwork-item-api';
import { commentsQueryOptions } from '@/features/content/api/comments-api';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { dashboardQuery } from '@/features/dashboard/api/dashboard-api';
import { fetchAssignmentsPage, fetchMaterialsPage } from '@/features/lists/api/lists-api';
import { fetchCalendarFeed } from '@/features/profile/api/calendar-feed-api';
import { profileQuery } from '@/features/profile/api/profile-api';
import { gradebookQueryOptions } from '@/features/coursework/api/gradebook-api';
import { fetchClassworkPage } from '@/features/classes/api/classwork-api';
import { privateCommentsQueryOptions, studentWorkQueryOptions, submissionQueryOptions } from '@/features/coursework/api/submissions-api';
import { myQuizQueryOptions } from '@/features/quizzes/api/quiz-api';
import { quizApi } from '@/features/quizzes/api/quizzes-api';
import { questionQueryOptions } from '@/features/questions/api/questions-api';
import { preferencesQuery } from '@/features/notifications/api/notifications-api';
import { unreadCountQuery } from '@/features/notifications/api/unread-count';
import { emailStatusQuery } from '@/features/users/api/email-status-api';
import { fetchUsers } from '@/features/users/api/users-api';
import { filtersFrom } from '@/features/users/lib/user-filters';

const all = (routes: RouteDef[]): RouteDef[] => routes.flatMap((route) => [route, ...all(route.children ?? [])]);
const byPath = (path: string) => {
  const found = all(ROUTE_TABLE).find((route) =>
    path === 'shell' ? route.module?.endsWith('/dashboard-layout.tsx') : path === '' ? route.index : route.path === path,
  );
  if (!found?.reads) throw new Error(`no reads for ${path}`);
  return found.reads;
};

const context = { signal: new AbortController().signal } as QueryFunctionContext<never>;
type Read = () => Promise<unknown> | unknown;

/** The GET paths `reads` ask for, in order (every answer a 500, so nothing goes further). */
async function requested(...reads: Read[]): Promise<string[]> {
  const paths: string[] = [];
  // The failures are logged by the API modules that keep going without the data.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', (path: string) => {
    paths.push(path);
    return Promise.resolve(new Response('{}', { status: 500 }));
  });
  for (const read of reads) await Promise.resolve(read()).catch(() => undefined);
  return paths;
}

describe('the route table', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(all(ROUTE_TABLE).filter((route) => route.module))('names a module that exports its component: $module $component', async (route) => {
    const load = ROUTE_MODULES[route.module!];
    expect(load).toBeDefined();
    expect(typeof (await load!())[route.component!]).toBe('function');
  });

  it.each(all(ROUTE_TABLE).flatMap((route) => Object.keys(route.preload ?? {})))('preloads what the router can load: %s', async (name) => {
    expect(PRELOADS[name]).toBeDefined();
    await expect(PRELOADS[name]!()).resolves.toBeDefined();
  });

  it("spells each page's first reads as the page's own queries do", async () => {
    const params = { id: 'c1', topicId: 't1', materialId: 'm1', assignmentId: 'a1' };
    const visit = (search = '', user: Visit['user'] = { _id: 'u1', role: 'teacher' }): Visit => ({ params, search: new URLSearchParams(search), user });
    const p = visit();
    expect(byPath('shell')(p)).toEqual(await requested(() => unreadCountQuery().queryFn!(context), () => profileQuery().queryFn()));
    expect(byPath('')(p)).toEqual(await requested(() => dashboardQuery().queryFn!(context)));
    expect(byPath('classes')(p)).toEqual(await requested(() => fetchClassesPage(null)));
    expect(byPath('classes/:id')(p)).toEqual(await requested(() => fetchClass('c1'), () => fetchClassTopics('c1')));
    expect(byPath('classes/:id')(visit('?tab=grades'))).toEqual(
      await requested(() => fetchClass('c1'), () => fetchClassTopics('c1'), () => gradebookQueryOptions('c1').queryFn!(context)),
    );
    expect(byPath('classes/:id')(visit('?tab=classwork'))).toEqual(
      await requested(() => fetchClass('c1'), () => fetchClassTopics('c1'), () => fetchClassworkPage('c1', null)),
    );
    expect(byPath('classes/:id/topics/:topicId/materials/:materialId')(p)).toEqual(
      await requested(
        () => materialApi.queryOptions('m1').queryFn!(context),
        () => topicQueryOptions('t1').queryFn!(context),
        () => commentsQueryOptions('material', 'm1').queryFn!(context),
      ),
    );
    const assignmentReads = [
      () => assignmentApi.queryOptions('a1').queryFn!(context),
      () => topicQueryOptions('t1').queryFn!(context),
      () => commentsQueryOptions('assignment', 'a1').queryFn!(context),
    ];
    const assignmentView = byPath('classes/:id/topics/:topicId/assignments/:assignmentId');
    expect(assignmentView(p)).toEqual(await requested(...assignmentReads));
    expect(assignmentView(visit('', { _id: 's1', role: 'student' }))).toEqual(
      await requested(
        ...assignmentReads,
        () => submissionQueryOptions('a1', 's1').queryFn!(context),
        () => privateCommentsQueryOptions('a1', 's1').queryFn!(context),
      ),
    );
    expect(assignmentView(visit('?view=work'))).toEqual(await requested(...assignmentReads, () => studentWorkQueryOptions('a1').queryFn!(context)));
    // A quiz at its own address: its student's card reads the quiz, not "Your work".
    const quizView = byPath('classes/:id/topics/:topicId/quizzes/:assignmentId');
    expect(quizView(p)).toEqual(await requested(...assignmentReads));
    expect(quizView(visit('', { _id: 's1', role: 'student' }))).toEqual(await requested(...assignmentReads, () => myQuizQueryOptions('a1').queryFn!(context)));
    // The forms, for those who may use them: the quiz's read first (404 for any other assignment).
    const formParams = { ...params, quizId: 'q1', questionId: 'n1' };
    const staffVisit: Visit = { ...p, params: formParams };
    const studentVisit: Visit = { ...visit('', { _id: 's1', role: 'student' }), params: formParams };
    const topicRead = () => topicQueryOptions('t1').queryFn!(context);
    const forms: [string, (() => unknown)[]][] = [
      ['classes/:id/edit', [() => fetchClass('c1')]],
      ['classes/:id/topics/:topicId/assignments/:assignmentId/edit', [() => quizApi.queryOptions('a1').queryFn!(context), () => assignmentApi.queryOptions('a1').queryFn!(context), topicRead]],
      ['classes/:id/topics/:topicId/materials/:materialId/edit', [topicRead, () => materialApi.queryOptions('m1').queryFn!(context)]],
      ['classes/:id/topics/:topicId/quizzes/:quizId/edit', [() => quizApi.queryOptions('q1').queryFn!(context), topicRead]],
      ['classes/:id/topics/:topicId/questions/:questionId/edit', [() => questionQueryOptions('n1').queryFn!(context), topicRead]],
      ...['materials', 'assignments', 'quizzes', 'questions'].map((kind): [string, (() => unknown)[]] => [`classes/:id/topics/:topicId/${kind}/create`, [topicRead]]),
    ];
    for (const [path, reads] of forms) {
      expect(byPath(path)(staffVisit), path).toEqual(await requested(...reads));
      expect(byPath(path)(studentVisit), path).toEqual([]);
    }
    expect(byPath('assignments')(p)).toEqual(await requested(() => fetchAssignmentsPage(null)));
    expect(byPath('materials')(p)).toEqual(await requested(() => fetchMaterialsPage(null)));
    expect(byPath('profile')(p)).toEqual(await requested(() => preferencesQuery().queryFn!(context), fetchCalendarFeed));
    // A 500 from /api/users would make the page try the members lists: only the first read counts.
    expect(byPath('users')(p)).toEqual([...(await requested(fetchUsers)).slice(0, 1), ...(await requested(() => emailStatusQuery().queryFn!(context)))]);
    // Filtered (?q=&role=&status= in the URL): the same filtered list the page asks for.
    const filtered = visit('?status=invited&q=%20ada%20&role=student&page=2');
    expect(byPath('users')(filtered)).toEqual([
      ...(await requested(() => fetchUsers(filtersFrom(filtered.search)))),
      ...(await requested(() => emailStatusQuery().queryFn!(context))),
    ]);
    expect(byPath('users')(visit('?role=owner'))).toEqual(byPath('users')(p));
  });
});
