import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportRecord, ImportRow, ImportRowsPage } from '@lyceum/shared/imports';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { ImportRows } from '@/features/imports/components/import-rows';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

const record = (status: ImportRecord['status']): ImportRecord => ({
  _id: 'imp1',
  kind: 'oneroster',
  status,
  createdAt: '2025-01-01T00:00:00.000Z',
  committedAt: null,
  summary: { users: { created: 1, updated: 0, unchanged: 0, deactivated: 0 }, classes: { created: 0, updated: 0, unchanged: 0 }, enrollments: { added: 0, removed: 0, unchanged: 0 }, invitations: 1, problems: [] },
});
const zoe: ImportRow = { action: 'create', record: 'user', userId: 'u1', name: 'Zoë Row', email: 'zoe@school.test', role: 'student', invited: true, file: 'users.csv', line: 2, problems: [], warnings: [] };
const bad: ImportRow = { action: 'skip', record: 'enrollment', name: 'ghost-1', role: 'student', class: 'Maths', file: 'enrollments.csv', line: 5, problems: ['No user ghost-1 in the import or the database'], warnings: [] };
const counts = { all: 120, create: 1, update: 0, deactivate: 0, enroll: 0, remove: 0, archive: 0, problems: 1 };
const page = (rows: ImportRow[], offset = 0, total = 120): ImportRowsPage => ({ rows, total, offset, limit: 50, counts });

afterEach(() => vi.unstubAllGlobals());

function show(status: ImportRecord['status'], answers: Record<string, { status?: number; body?: unknown }>) {
  storeSession({ role: 'admin' });
  const api = mockApi({ 'GET /api/admin/email-status': { body: { enabled: false, waiting: 0, failing: 0, lastError: null, lastSentAt: null } }, ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<ImportRows record={record(status)} />);
  return api;
}

describe('ImportRows', () => {
  it('shows each row with its line and problems inline, tabs with counts (empty ones left out), and pages', async () => {
    const api = show('previewed', {
      'GET /api/imports/imp1/rows?show=all&offset=0&limit=50': { body: page([zoe, bad]) },
      'GET /api/imports/imp1/rows?show=all&offset=50&limit=50': { body: page([bad], 50) },
      'GET /api/imports/imp1/rows?show=problems&offset=0&limit=50': { body: page([bad], 0, 1) },
    });
    const table = await screen.findByRole('table', { name: `${TEXT.importRowsLabel}: All` });
    const [first, second] = within(table).getAllByTestId('import-row');
    expect(first).toHaveTextContent('users.csv, line 2');
    expect(first).toHaveTextContent('Zoë Row');
    expect(first).toHaveTextContent(TEXT.importRowInvited);
    expect(second).toHaveTextContent('No user ghost-1 in the import or the database');
    expect(within(second!).getByText(TEXT.importRowActions.skip)).toBeInTheDocument();
    // A previewed import has no invitation to hand out yet.
    expect(screen.queryByRole('button', { name: /^Copy link/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All 120', 'Created 1', 'With problems 1']);
    expect(screen.getByText('Rows 1–50 of 120')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Rows 51–100 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /With problems/ }));
    expect(await screen.findByRole('table', { name: `${TEXT.importRowsLabel}: With problems` })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path).filter((path) => path.includes('/rows'))).toEqual([
      '/api/imports/imp1/rows?show=all&offset=0&limit=50',
      '/api/imports/imp1/rows?show=all&offset=50&limit=50',
      '/api/imports/imp1/rows?show=problems&offset=0&limit=50',
    ]);
  });

  it('once committed, hands out a new account’s invitation from its row', async () => {
    show('committed', { 'GET /api/imports/imp1/rows?show=all&offset=0&limit=50': { body: page([zoe, bad], 0, 2) } });
    expect(await screen.findByRole('button', { name: TEXT.copyInvitation('Zoë Row') })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Copy link/ })).toHaveLength(1);
  });
});
