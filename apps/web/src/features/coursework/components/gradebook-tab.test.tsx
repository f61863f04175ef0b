import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import GradebookTab from '@/features/coursework/components/gradebook-tab';
import { gradebookOf } from '@/features/coursework/test/fixtures';

function renderGrades(view: 'teacher' | 'student', body: unknown = gradebookOf(), extra: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: view === 'teacher' ? 'teacher' : 'student' });
  const api = mockApi({ 'GET /api/classes/c1/gradebook': { body }, ...extra });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <GradebookTab classId="c1" className="Physics 101" view={view} />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

const cellTexts = (row: HTMLElement) => within(row).getAllByTestId('gradebook-cell').map((cell) => cell.textContent);

describe('GradebookTab for teachers', () => {
  it('shows students × assignments: grades, drafts marked, statuses, and both averages', async () => {
    renderGrades('teacher');
    const table = await screen.findByRole('table', { name: /Grades of Physics 101/ });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers[0]).toBe('Student');
    expect(headers[1]).toMatch(/^Lab report\/10 · /);
    expect(headers[3]).toMatch(/^ReadingUngraded · /);
    expect(headers.at(-1)).toBe('Average');

    const [ada, bob] = screen.getAllByTestId('gradebook-row') as [HTMLElement, HTMLElement];
    expect(within(ada).getByRole('rowheader')).toHaveTextContent('Ada Lovelace');
    expect(cellTexts(ada)).toEqual(['9', '15Draft', '—Assigned']);
    expect(cellTexts(bob)).toEqual(['8', 'Missing', 'Turned in']);
    expect(within(ada).getByTestId('student-average')).toHaveTextContent('90%');
    expect(screen.getAllByTestId('assignment-average').map((cell) => cell.textContent)).toEqual(['8.5/10', '—', '—']);
  });

  it('Export CSV downloads the file with the bearer token, named after the class', async () => {
    const user = userEvent.setup();
    const api = renderGrades('teacher', gradebookOf(), { 'GET /api/classes/c1/gradebook.csv': { body: 'Student,Email' } });
    // jsdom has no blob URLs: stand-ins, put back after the test.
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, { createObjectURL: () => 'blob:grades', revokeObjectURL: () => undefined });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:grades', download: 'Physics 101-grades.csv' }]));
    const call = api.calls.find((entry) => entry.path === '/api/classes/c1/gradebook.csv');
    expect(call?.headers.Authorization).toBe('Bearer test-token');
  });

  it('says so when the export fails', async () => {
    const user = userEvent.setup();
    renderGrades('teacher', gradebookOf(), { 'GET /api/classes/c1/gradebook.csv': { status: 403, body: { message: 'Nope' } } });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Nope')).toBeInTheDocument();
  });

  it('says when the class has no assignments yet', async () => {
    renderGrades('teacher', gradebookOf({ assignments: [], students: [] }));
    expect(await screen.findByText(TEXT.gradebookEmpty)).toBeInTheDocument();
  });
});

describe('GradebookTab for a student ("My grades")', () => {
  it('lists their own row with statuses, returned grades and their average, no Export CSV', async () => {
    const own = gradebookOf({
      students: [
        {
          _id: 'id-student',
          name: 'Ada Lovelace',
          average: 90,
          cells: [
            { state: 'returned', late: false, grade: 9 },
            { state: 'turned_in', late: true, grade: null },
            { state: 'assigned', late: false, grade: null },
          ],
        },
      ],
    });
    renderGrades('student', own);
    expect(await screen.findByTestId('my-average')).toHaveTextContent('90%');
    const items = screen.getAllByTestId('my-grade');
    expect(items.map((item) => within(item).getByTestId('work-status').textContent)).toEqual(['Returned 9/10', 'Turned in late', 'Assigned']);
    expect(items[0]).toHaveTextContent('9/10');
    expect(items[1]).toHaveTextContent('–/20');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('never shows a draft grade, should one reach the student', async () => {
    const own = gradebookOf({
      students: [{ _id: 'id-student', name: 'Ada', average: null, cells: [{ state: 'turned_in', late: false, grade: null, draftGrade: 7 }] }],
      assignments: [{ _id: 'a1', title: 'Lab report', dueDate: '2025-03-01T12:00:00.000Z', maxPoints: 10, average: null }],
    });
    renderGrades('student', own);
    const item = await screen.findByTestId('my-grade');
    expect(item).not.toHaveTextContent('7');
    expect(within(item).getByTestId('work-status')).toHaveTextContent('Turned in');
    expect(screen.getByTestId('my-average')).toHaveTextContent(TEXT.noAverage);
  });
});
