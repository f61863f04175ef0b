import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE_DEFAULT } from '@lyceum/shared/limits';
import { MSG } from '@lyceum/shared/messages';
import type { Role } from '@lyceum/shared/roles';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { ClassesPage } from '@/features/classes/pages/classes-page';
import { staffView, summaryOf } from '@/features/classes/test/fixtures';
import { mockPagedApi } from '@/features/lists/test/paged-api';

function renderList(role: Role, answer: { status?: number; body?: unknown }) {
  storeSession({ role });
  const api = mockApi({ [`GET /api/classes?limit=${PAGE_SIZE_DEFAULT}`]: answer });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <ClassesPage />
      <Toaster theme="light" />
    </>,
    '/dashboard/classes',
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss(); // sonner's store is global: no toast may leak into the next test
});

describe('ClassesPage: empty state by role (spec section 2)', () => {
  it.each([
    ['admin', 'No classes have been created yet.', true],
    ['teacher', "You haven't created any classes yet.", true],
    ['student', 'You are not enrolled in any classes yet.', false],
  ] as const)('%s sees "%s"', async (role, text, canCreate) => {
    renderList(role, { body: [] });
    expect(await screen.findByRole('heading', { name: 'No Classes Found' })).toBeInTheDocument();
    expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
    const firstClass = screen.queryByRole('link', { name: 'Create Your First Class' });
    if (canCreate) expect(firstClass).toHaveAttribute('href', '/dashboard/classes/create');
    else expect(firstClass).not.toBeInTheDocument();
  });

  it('offers Create Class to admins only', async () => {
    renderList('admin', { body: [] });
    expect(await screen.findByRole('link', { name: 'Create Class' })).toHaveAttribute('href', '/dashboard/classes/create');
  });

  it.each(['teacher', 'student'] as const)('has no Create Class button for a %s', async (role) => {
    renderList(role, { body: [] });
    await screen.findByRole('heading', { name: 'No Classes Found' });
    expect(screen.queryByRole('link', { name: 'Create Class' })).not.toBeInTheDocument();
  });
});

describe('ClassesPage: cards', () => {
  it('shows each class with its Teachers and Students counts, linking to its page', async () => {
    renderList('student', { body: [summaryOf(staffView)] });
    const card = await screen.findByRole('link', { name: /Physics 101/ });
    expect(card).toHaveAttribute('href', '/dashboard/classes/c1');
    expect(within(card).getByText(/Teachers:/)).toHaveTextContent('Teachers: 2');
    expect(within(card).getByText(/Students:/)).toHaveTextContent('Students: 2');
  });

  it('accepts an object with a classes list (spec section 7)', async () => {
    renderList('admin', { body: { classes: [summaryOf(staffView)] } });
    expect(await screen.findByRole('link', { name: /Physics 101/ })).toBeInTheDocument();
  });
});

describe('ClassesPage: load errors (spec section 8)', () => {
  it.each([
    [403, MSG.classesForbidden],
    [500, MSG.classesLoadFailed],
  ])('%i shows "%s" inline and as a toast, with no classes and no empty state', async (status, text) => {
    renderList('admin', { status, body: { message: 'server says no' } });
    // A 5xx is retried once after a second (lib/query-client), hence the longer wait.
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent(text);
    expect(await screen.findByText(text, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Classes Found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Classes' })).not.toBeInTheDocument();
  });

  it('401 toasts the authentication text even though the session ends at once', async () => {
    renderList('teacher', { status: 401, body: { message: 'Invalid or expired token' } });
    expect(await screen.findByText(MSG.authFailed, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('ClassesPage: a long list comes a page at a time', () => {
  it('shows the first page, then the next one after Load more, in one grid', async () => {
    storeSession({ role: 'admin' });
    const first = summaryOf({ ...staffView, _id: 'c1', name: 'Algebra' });
    const second = summaryOf({ ...staffView, _id: 'c2', name: 'Biology' });
    const api = mockPagedApi({
      [`/api/classes?limit=${PAGE_SIZE_DEFAULT}`]: { body: [first], next: `/api/classes?limit=${PAGE_SIZE_DEFAULT}&cursor=abc` },
      [`/api/classes?limit=${PAGE_SIZE_DEFAULT}&cursor=abc`]: { body: [second] },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ClassesPage />, '/dashboard/classes');
    expect(await screen.findByText('Algebra')).toBeInTheDocument();
    expect(screen.queryByText('Biology')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Load more classes' }).click();
    expect(await screen.findByText('Biology')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Classes' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more classes' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([`/api/classes?limit=${PAGE_SIZE_DEFAULT}`, `/api/classes?limit=${PAGE_SIZE_DEFAULT}&cursor=abc`]);
  });
});
