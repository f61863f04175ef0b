import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportRecord, ImportSummary } from '@lyceum/shared/imports';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Toaster } from '@/components/ui/sonner';
import { ImportPage } from '@/features/imports/pages/import-page';
import { FakeXhr } from '@/test/fake-xhr';
import { RequireRole } from '@/app/routes/guards';
import { mockApi, renderRoutes, renderWithProviders, storeSession } from '@/test/render';

function summary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    users: { created: 2, updated: 1, unchanged: 4, deactivated: 0 },
    classes: { created: 0, updated: 0, unchanged: 0 },
    enrollments: { added: 0, removed: 0, unchanged: 0 },
    invitations: 1,
    problems: [],
    ...overrides,
  };
}

const record = (status: ImportRecord['status'], overrides: Partial<ImportRecord> = {}, summaryOverrides: Partial<ImportSummary> = {}): ImportRecord => ({
  _id: 'imp1',
  kind: 'users-csv',
  status,
  createdAt: '2025-01-01T00:00:00.000Z',
  committedAt: status === 'committed' ? '2025-01-01T00:01:00.000Z' : null,
  summary: summary(summaryOverrides),
  ...overrides,
});

/** Picks the file, asks for its preview, and answers the upload as the server would. */
async function previewFile(file: File, route: string, answer: ImportRecord) {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(TEXT.importFileLabel), file);
  await user.click(screen.getByRole('button', { name: TEXT.importPreview }));
  const request = FakeXhr.requests.at(-1);
  expect(request?.url).toBe(route);
  expect(request?.file.name).toBe(file.name);
  await request?.respond(201, answer);
}
const csvFile = () => new File(['name,email,role\nSam,sam@x.org,student\n'], 'users.csv', { type: 'text/csv' });

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  storeSession({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('ImportPage', () => {
  it('previews the counts, commits as a job, shows its progress bar while it runs, then the result with the invitation links', async () => {
    const answers: Record<string, { status?: number; body?: unknown }> = {
      'GET /api/imports': { body: [] },
      'POST /api/imports/imp1/commit': { status: 202, body: record('running', { progress: { done: 0, total: 0 } }) },
      'GET /api/imports/imp1': { body: record('running', { progress: { done: 3, total: 10 } }) },
    };
    const api = mockApi(answers);
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<><ImportPage /><Toaster theme="light" /></>);
    expect(screen.getByRole('heading', { name: TEXT.importTitle, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(TEXT.importFileHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.importPreview })).toBeDisabled();
    await previewFile(csvFile(), '/api/imports/users/preview', record('previewed'));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByTestId('count-users')).toHaveTextContent('Users2 created1 updated4 unchanged0 deactivated');
    expect(screen.getByText(TEXT.importNoProblems)).toBeInTheDocument();
    expect(screen.getByText('1 new user has no password and gets an invitation link.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.importCommit }));
    expect(await screen.findByRole('heading', { name: TEXT.importRunning })).toBeInTheDocument();
    // As the commit answered: the plan is being checked again, no value yet.
    expect(screen.getByText(TEXT.importProgressChecking)).toBeInTheDocument();
    // Read again while it runs: 3 of 10 changes.
    const bar = await screen.findByRole('progressbar', { name: TEXT.importProgressLabel });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'), { timeout: 3000 });
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 changes applied');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/imports/imp1/commit');

    answers['GET /api/imports/imp1'] = { body: record('committed') };
    expect(await screen.findByRole('heading', { name: 'Result' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: TEXT.importProgressLabel })).toHaveAttribute('aria-valuenow', '100');
    // The result's alert and the toast.
    await waitFor(() => expect(screen.getAllByText(TEXT.importCommitted)).toHaveLength(2));
    expect(screen.getByRole('button', { name: TEXT.downloadInvitations })).toBeEnabled();
  });

  it('sends a zip to the OneRoster route and shows its counts, problems by file and line, and warnings', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/imports': { body: [] } }).fetchMock);
    renderWithProviders(<ImportPage />);
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'roster.zip', { type: 'application/zip' });
    const bundle = record(
      'previewed',
      { kind: 'oneroster' },
      {
        classes: { created: 2, updated: 0, unchanged: 1 },
        enrollments: { added: 5, removed: 1, unchanged: 0 },
        problems: [{ file: 'enrollments.csv', line: 4, message: 'No user u-9 in the import or the database' }],
        warnings: [{ file: 'classes.csv', line: 3, message: 'The class has no teacher' }],
      },
    );
    await previewFile(zip, '/api/imports/oneroster/preview', bundle);
    expect(await screen.findByText(TEXT.importKinds.oneroster)).toBeInTheDocument();
    expect(screen.getByTestId('count-classes')).toHaveTextContent('Classes2 created0 updated1 unchanged');
    expect(screen.getByTestId('count-enrollments')).toHaveTextContent('Enrollments5 added1 removed0 unchanged');
    expect(screen.getByText(TEXT.importHasProblems(1))).toBeInTheDocument();
    const cells = (testId: string) => screen.getAllByTestId(testId).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells('import-problem')).toEqual([['enrollments.csv', '4', 'No user u-9 in the import or the database']]);
    expect(screen.getByText(TEXT.importWarnings(1))).toBeInTheDocument();
    expect(cells('import-warning')).toEqual([['classes.csv', '3', 'The class has no teacher']]);
    expect(screen.getByRole('button', { name: TEXT.importCommit })).toBeDisabled();
  });

  it("shows a bulk bundle's removals before the commit: each kind counted, its first names listed and the rest counted", async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/imports': { body: [] } }).fetchMock);
    renderWithProviders(<ImportPage />);
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'roster.zip', { type: 'application/zip' });
    const names = Array.from({ length: 20 }, (_, i) => `Student ${i + 1} (s${i + 1}@hill.test)`);
    const bundle = record(
      'previewed',
      { kind: 'oneroster' },
      {
        users: { created: 0, updated: 0, unchanged: 4, deactivated: 23 },
        enrollments: { added: 0, removed: 1, unchanged: 3 },
        removals: {
          users: { count: 23, names },
          classes: { count: 1, names: ['Homeroom'] },
          enrollments: { count: 1, names: ['Mary Ann (mary@hill.test) from Algebra I'] },
        },
      },
    );
    await previewFile(zip, '/api/imports/oneroster/preview', bundle);
    const removals = await screen.findByTestId('import-removals');
    expect(within(removals).getByText(TEXT.importRemovalsTitle)).toBeInTheDocument();
    expect(within(removals).getByText(TEXT.importRemovalsNote)).toBeInTheDocument();
    const users = within(removals).getByTestId('removals-users');
    expect(within(users).getByText('23 users deactivated')).toBeInTheDocument();
    expect(within(users).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...names, 'and 3 more']);
    expect(within(removals).getByTestId('removals-classes')).toHaveTextContent('1 class archivedHomeroom');
    expect(within(removals).getByTestId('removals-enrollments')).toHaveTextContent('1 enrollment endedMary Ann (mary@hill.test) from Algebra I');
    // Nothing is committed until the admin asks, with the removals in view.
    expect(screen.getByRole('button', { name: TEXT.importCommit })).toBeEnabled();
  });

  it('says a bulk bundle takes nothing out when it lists everything', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/imports': { body: [] } }).fetchMock);
    renderWithProviders(<ImportPage />);
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'roster.zip', { type: 'application/zip' });
    const none = { count: 0, names: [] };
    await previewFile(zip, '/api/imports/oneroster/preview', record('previewed', { kind: 'oneroster' }, { removals: { users: none, classes: none, enrollments: none } }));
    expect(await screen.findByTestId('import-removals')).toHaveTextContent(TEXT.importRemovalsNone);
    expect(screen.queryByTestId('removals-users')).not.toBeInTheDocument();
  });

  it('lists every problem of a users CSV with its line (no file column) and keeps Commit disabled', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/imports': { body: [] } }).fetchMock);
    renderWithProviders(<ImportPage />);
    const problems = [
      { line: 3, message: '"sam@" is not a valid email address' },
      { line: 5, message: 'Unknown role "pupil" (admin, teacher or student)' },
    ];
    await previewFile(csvFile(), '/api/imports/users/preview', record('previewed', {}, { problems }));
    expect(await screen.findByText('2 problems must be fixed in the file before it can be committed.')).toBeInTheDocument();
    const rows = screen.getAllByTestId('import-problem');
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['3', '"sam@" is not a valid email address'],
      ['5', 'Unknown role "pupil" (admin, teacher or student)'],
    ]);
    expect(screen.getByRole('button', { name: TEXT.importCommit })).toBeDisabled();
  });

  it('lists the recent imports; coming back while one runs shows its progress; another opens with its result', async () => {
    const running = record('running', { _id: 'imp2', kind: 'oneroster', createdAt: '2025-01-02T00:00:00.000Z', progress: { done: 1, total: 4 } });
    const finished = record('committed', { _id: 'imp1' });
    vi.stubGlobal(
      'fetch',
      mockApi({ 'GET /api/imports': { body: [running, finished] }, 'GET /api/imports/imp2': { body: running }, 'GET /api/imports/imp1': { body: finished } }).fetchMock,
    );
    renderWithProviders(<ImportPage />);
    const list = await screen.findByRole('heading', { name: TEXT.importRecent });
    const items = await screen.findAllByTestId('recent-import');
    expect(items.map((item) => within(item).getByText(/^(Running|Committed)$/).textContent)).toEqual(['Running', 'Committed']);
    expect(items[0]).toHaveTextContent('OneRoster bundle');
    expect(items[1]).toHaveTextContent('7 users · 0 classes · 0 enrollments');
    expect(list).toBeInTheDocument();
    // The running import is opened by itself.
    expect(await screen.findByRole('heading', { name: TEXT.importRunning })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: TEXT.importProgressLabel })).toHaveAttribute('aria-valuenow', '25');
    expect(within(items[0]!).getByRole('button', { name: /^Open/ })).toBeDisabled();

    await userEvent.setup().click(within(items[1]!).getByRole('button', { name: /^Open/ }));
    expect(await screen.findByRole('heading', { name: 'Result' })).toBeInTheDocument();
    expect(screen.getByTestId('count-users')).toHaveTextContent('2 created');
  });

  it('says why a commit failed (nothing was changed) and offers the commit again', async () => {
    const answers: Record<string, { status?: number; body?: unknown }> = {
      'GET /api/imports': { body: [] },
      'POST /api/imports/imp1/commit': { status: 202, body: record('running', { progress: { done: 0, total: 0 } }) },
    };
    vi.stubGlobal('fetch', mockApi(answers).fetchMock);
    renderWithProviders(<><ImportPage /><Toaster theme="light" /></>);
    await previewFile(csvFile(), '/api/imports/users/preview', record('previewed'));
    answers['GET /api/imports/imp1'] = { body: record('failed', {}, { failure: 'The import failed and nothing was changed' }) };
    await userEvent.setup().click(await screen.findByRole('button', { name: TEXT.importCommit }));
    // The alert on the preview and the toast.
    await waitFor(() => expect(screen.getAllByText(TEXT.importFailed)).toHaveLength(2), { timeout: 3000 });
    expect(screen.getAllByText('The import failed and nothing was changed').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: TEXT.importCommit })).toBeEnabled();
  });

  it("shows the server's message when the file is refused", async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/imports': { body: [] } }).fetchMock);
    renderWithProviders(<><ImportPage /><Toaster theme="light" /></>);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(TEXT.importFileLabel), new File(['x'], 'big.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: TEXT.importPreview }));
    await FakeXhr.requests.at(-1)?.respond(413, { message: 'The CSV is larger than the limit of 10 MB' });
    expect(await screen.findByText('The CSV is larger than the limit of 10 MB', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    // At the file field too, which takes focus for another choice.
    const input = screen.getByLabelText(TEXT.importFileLabel);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`The CSV is larger than the limit of 10 MB ${TEXT.importFileHint}`);
    await waitFor(() => expect(input).toHaveFocus());
    await user.upload(input, csvFile());
    expect(input).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument());
  });

  it('is closed to a student: Access Denied and no upload', async () => {
    storeSession({ role: 'student' });
    renderRoutes([{ element: <RequireRole role="admin" />, children: [{ path: '/dashboard/import', element: <ImportPage /> }] }], '/dashboard/import');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByLabelText(TEXT.importFileLabel)).not.toBeInTheDocument();
  });
});
