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

const record = (status: ImportRecord['status'], overrides: Partial<ImportSummary> = {}): ImportRecord => ({
  _id: 'imp1',
  kind: 'users-csv',
  status,
  createdAt: '2025-01-01T00:00:00.000Z',
  committedAt: status === 'committed' ? '2025-01-01T00:01:00.000Z' : null,
  summary: summary(overrides),
});

async function previewFile(answer: ImportRecord) {
  const user = userEvent.setup();
  const csv = new File(['name,email,role\nSam,sam@x.org,student\n'], 'users.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('Users CSV'), csv);
  await user.click(screen.getByRole('button', { name: TEXT.importPreview }));
  const request = FakeXhr.requests.at(-1);
  expect(request?.url).toBe('/api/imports/users/preview');
  expect(request?.file.name).toBe('users.csv');
  await request?.respond(201, answer);
}

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  storeSession({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('ImportPage', () => {
  it('previews the counts, commits, and shows the result with the invitation links', async () => {
    const api = mockApi({ 'POST /api/imports/imp1/commit': { body: record('committed') } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<><ImportPage /><Toaster theme="light" /></>);
    expect(screen.getByRole('heading', { name: TEXT.importTitle, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.importPreview })).toBeDisabled();
    await previewFile(record('previewed'));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByTestId('count-created')).toHaveTextContent('Created2');
    expect(screen.getByTestId('count-updated')).toHaveTextContent('Updated1');
    expect(screen.getByTestId('count-unchanged')).toHaveTextContent('Unchanged4');
    expect(screen.getByText(TEXT.importNoProblems)).toBeInTheDocument();
    expect(screen.getByText('1 new user has no password and gets an invitation link.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.importCommit }));
    expect(await screen.findByRole('heading', { name: 'Result' })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/imports/imp1/commit');
    expect(screen.getAllByText(TEXT.importCommitted).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: TEXT.downloadInvitations })).toBeEnabled();
  });

  it('lists every problem with its line and keeps Commit disabled', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    renderWithProviders(<ImportPage />);
    const problems = [
      { line: 3, message: '"sam@" is not a valid email address' },
      { line: 5, message: 'Unknown role "pupil" (admin, teacher or student)' },
    ];
    await previewFile(record('previewed', { problems }));
    expect(await screen.findByText('2 problems must be fixed in the file before it can be committed.')).toBeInTheDocument();
    const rows = screen.getAllByTestId('import-problem');
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['3', '"sam@" is not a valid email address'],
      ['5', 'Unknown role "pupil" (admin, teacher or student)'],
    ]);
    expect(screen.getByRole('button', { name: TEXT.importCommit })).toBeDisabled();
  });

  it("shows the server's message when the file is refused", async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    renderWithProviders(<><ImportPage /><Toaster theme="light" /></>);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Users CSV'), new File(['x'], 'big.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: TEXT.importPreview }));
    await FakeXhr.requests.at(-1)?.respond(413, { message: 'The CSV is larger than the limit of 10 MB' });
    expect(await screen.findByText('The CSV is larger than the limit of 10 MB')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument());
  });

  it('is closed to a student: Access Denied and no upload', async () => {
    storeSession({ role: 'student' });
    renderRoutes([{ element: <RequireRole role="admin" />, children: [{ path: '/dashboard/import', element: <ImportPage /> }] }], '/dashboard/import');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Users CSV')).not.toBeInTheDocument();
  });
});
