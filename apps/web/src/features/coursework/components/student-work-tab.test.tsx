import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@lyceum/shared/assignments';
import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { WORK_MSG } from '@lyceum/shared/messages';
import type { StudentWorkRow } from '@lyceum/shared/submissions';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import StudentWorkTab from '@/features/coursework/components/student-work-tab';
import { assignmentOf, fourStudents, PAST_DUE, studentWorkOf, submissionOf } from '@/features/coursework/test/fixtures';

const BASE = '/api/assignments/a1/submissions';

/** Every student's work and (empty) private comments, as the panel reads them. */
function workAnswers(rows: StudentWorkRow[]) {
  return Object.fromEntries(
    rows.flatMap((row) => [
      [
        `GET ${BASE}/${row.student._id}`,
        {
          body: submissionOf({
            student: row.student,
            state: row.state,
            late: row.late,
            turnedInAt: row.turnedInAt,
            grade: row.grade,
            draftGrade: row.draftGrade,
            draftFeedback: row.draftGrade === null ? null : 'Draft words',
            returnedAt: row.returnedAt,
            answer: row.state === 'assigned' ? '' : `<p>Answer of ${row.student.name}</p>`,
          }),
        },
      ],
      [`GET ${BASE}/${row.student._id}/comments`, { body: [] }],
    ]),
  );
}

function renderTab(query = '', { assignment = assignmentOf({ dueDate: PAST_DUE }), answers = {} as Parameters<typeof mockApi>[0] } = {}) {
  storeSession({ role: 'teacher' });
  const api = mockApi({ [`GET ${BASE}`]: { body: studentWorkOf() }, ...workAnswers(fourStudents), ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderRoutes(
    [
      {
        path: '/work',
        element: (
          <>
            <StudentWorkTab assignment={assignment as Assignment} />
            <Toaster theme="light" />
          </>
        ),
      },
    ],
    `/work${query}`,
  );
  return { api, ...view };
}

const names = () => screen.getAllByTestId('student-work-row').map((row) => within(row).getAllByText(/\w+ \w+/)[0]?.textContent);
const selectedName = () => screen.getByRole('button', { current: true }).querySelector('span span')?.textContent;
const panelHeading = () => screen.getByRole('heading', { level: 3, name: /'s work$/ });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('StudentWorkTab: the list, the counts and the filter', () => {
  it('shows the counts line and every student with status, late flag and grade; a draft is marked', async () => {
    renderTab();
    expect(await screen.findByTestId('work-counts')).toHaveTextContent('2 turned in · 1 missing · 2 graded');
    expect(names()).toEqual(['Ada Lovelace', 'Bob Marley', 'Cleo Patra', 'Dan Brown']);
    const [ada, bob, cleo, dan] = screen.getAllByTestId('student-work-row') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(ada).getByTestId('work-status')).toHaveTextContent('Turned in');
    expect(within(ada).queryByTestId('teacher-grade')).not.toBeInTheDocument();
    expect(within(bob).getByTestId('work-status')).toHaveTextContent('Missing');
    expect(within(cleo).getByTestId('work-status')).toHaveTextContent('Turned in late');
    expect(within(cleo).getByTestId('teacher-grade')).toHaveTextContent('7/10Draft');
    expect(within(dan).getByTestId('work-status')).toHaveTextContent('Returned 9/10');
    expect(within(dan).queryByTestId('draft-mark')).not.toBeInTheDocument();
    expect(within(ada).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('dateTime', '2025-02-28T10:00:00.000Z');
  });

  it.each([
    ['Turned in', ['Ada Lovelace', 'Cleo Patra']],
    ['Not turned in', ['Bob Marley']],
    ['Graded', ['Cleo Patra', 'Dan Brown']],
    ['Missing', ['Bob Marley']],
    ['All', ['Ada Lovelace', 'Bob Marley', 'Cleo Patra', 'Dan Brown']],
  ])('the %s filter shows %j, and is kept in the URL', async (filter, expected) => {
    const user = userEvent.setup();
    const { router } = renderTab(filter === 'All' ? '?filter=graded' : '');
    const group = await screen.findByRole('group', { name: TEXT.filterLabel });
    await user.click(within(group).getByRole('button', { name: filter }));
    expect(within(group).getByRole('button', { name: filter })).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(expected);
    expect(router.state.location.search).toBe(filter === 'All' ? '' : `?filter=${filter.toLowerCase().replaceAll(' ', '-')}`);
  });

  it('Return all graded posts once and toasts how many were returned', async () => {
    const user = userEvent.setup();
    const { api } = renderTab('', { answers: { 'POST /api/assignments/a1/return-graded': { body: { message: '1 returned', returned: 1 } } } });
    await user.click(await screen.findByRole('button', { name: 'Return all graded' }));
    expect(await screen.findByText(WORK_MSG.returnedCount(1))).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/assignments/a1/return-graded']);
  });
});

describe('StudentWorkTab: moving between students', () => {
  it('opens a student in the panel, puts them in the URL and focuses the panel heading', async () => {
    const user = userEvent.setup();
    const { router } = renderTab();
    await user.click(await screen.findByRole('button', { name: /^Ada Lovelace/ }));
    await waitFor(() => expect(panelHeading()).toHaveFocus());
    expect(panelHeading()).toHaveTextContent("Ada Lovelace's work");
    expect(router.state.location.search).toBe('?student=s1');
    expect(await within(screen.getByTestId('grading-panel')).findByText('Answer of Ada Lovelace')).toBeInTheDocument();
  });

  it('a reload with ?student= opens that student, with their draft grade and feedback in the form', async () => {
    renderTab('?student=s3');
    const panel = await screen.findByTestId('grading-panel');
    expect(within(panel).getByRole('heading', { name: "Cleo Patra's work" })).toBeInTheDocument();
    expect(await within(panel).findByLabelText('Grade')).toHaveValue('7');
    expect(within(panel).getByLabelText('Feedback')).toHaveValue('Draft words');
    expect(selectedName()).toBe('Cleo Patra');
  });

  it('J / K and Alt+ArrowDown / Alt+ArrowUp move to the next and previous student; the buttons too', async () => {
    const user = userEvent.setup();
    const { router } = renderTab('?student=s1');
    await screen.findByTestId('grading-panel');
    await user.keyboard('j');
    await waitFor(() => expect(selectedName()).toBe('Bob Marley'));
    await waitFor(() => expect(panelHeading()).toHaveFocus());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(selectedName()).toBe('Cleo Patra'));
    await user.keyboard('k');
    await waitFor(() => expect(selectedName()).toBe('Bob Marley'));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(selectedName()).toBe('Ada Lovelace'));
    expect(router.state.location.search).toBe('?student=s1');
    // At the top there is no previous student.
    expect(screen.getByRole('button', { name: 'Previous student' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next student' }));
    await waitFor(() => expect(selectedName()).toBe('Bob Marley'));
  });

  it('the shortcuts say which keys in their tooltips, and do not fire while typing in a field', async () => {
    const user = userEvent.setup();
    renderTab('?student=s1');
    const panel = await screen.findByTestId('grading-panel');
    expect(within(panel).getByRole('button', { name: 'Next student' })).toHaveAttribute('title', 'Next student (J or Alt+Down)');
    expect(within(panel).getByRole('button', { name: 'Previous student' })).toHaveAttribute('title', 'Previous student (K or Alt+Up)');
    const feedback = await within(panel).findByLabelText('Feedback');
    await user.type(feedback, 'jk');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(feedback).toHaveValue('jk');
    expect(selectedName()).toBe('Ada Lovelace');
  });

  it('moving on with a grade typed but not saved saves it as a draft', async () => {
    const user = userEvent.setup();
    const { api } = renderTab('?student=s1', { answers: { [`PUT ${BASE}/s1/grade`]: { body: submissionOf({ student: { _id: 's1', name: 'Ada Lovelace' }, draftGrade: 6 }) } } });
    const grade = await within(await screen.findByTestId('grading-panel')).findByLabelText('Grade');
    await user.type(grade, '6');
    await user.click(screen.getByRole('button', { name: 'Next student' }));
    await waitFor(() => expect(selectedName()).toBe('Bob Marley'));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ grade: 6, feedback: '' });
  });
});

describe('StudentWorkTab: grading', () => {
  it.each([
    ['11', TEXT.gradeAboveMax(10)],
    ['-1', TEXT.gradeNegative],
    ['abc', TEXT.gradeNotNumber],
    ['8.25', TEXT.gradeHalfPoints],
  ])('a grade of %s is refused before sending: %s', async (typed, message) => {
    const user = userEvent.setup();
    const { api } = renderTab('?student=s1');
    const grade = await within(await screen.findByTestId('grading-panel')).findByLabelText('Grade');
    await user.type(grade, typed);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(grade).toHaveAttribute('aria-invalid', 'true');
    expect(grade).toHaveAccessibleDescription(`/ 10 ${message}`);
    expect(grade).toHaveFocus();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('Return with neither grade nor feedback says what is needed', async () => {
    const user = userEvent.setup();
    renderTab('?student=s1');
    await within(await screen.findByTestId('grading-panel')).findByLabelText('Grade');
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(screen.getByRole('alert')).toHaveTextContent(WORK_MSG.returnNeedsGrade);
  });

  it("the server's refusal of a grade shows at the Grade field, with focus there, and in its toast", async () => {
    const user = userEvent.setup();
    const refusal = WORK_MSG.gradeAboveMax(5);
    renderTab('?student=s1', { answers: { [`PUT ${BASE}/s1/grade`]: { status: 400, body: { message: refusal } } } });
    const grade = await within(await screen.findByTestId('grading-panel')).findByLabelText('Grade');
    await user.type(grade, '8');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(grade).toHaveFocus());
    expect(grade).toHaveAttribute('aria-invalid', 'true');
    expect(grade).toHaveAccessibleDescription(`/ 10 ${refusal}`);
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(await screen.findByText(refusal, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
  });

  it('a refusal that names no field (Return of work not turned in) shows under the fields and takes focus', async () => {
    const user = userEvent.setup();
    const refusal = 'Only turned-in work can be returned';
    renderTab('?student=s1', {
      answers: {
        [`PUT ${BASE}/s1/grade`]: { body: submissionOf({ student: { _id: 's1', name: 'Ada Lovelace' }, draftFeedback: 'Good start' }) },
        [`POST ${BASE}/s1/return`]: { status: 409, body: { message: refusal } },
      },
    });
    const panel = await screen.findByTestId('grading-panel');
    await user.type(await within(panel).findByLabelText('Feedback'), 'Good start');
    await user.click(within(panel).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(within(panel).getByLabelText('Grade')).not.toHaveAttribute('aria-invalid');
    expect(within(panel).getByLabelText('Feedback')).not.toHaveAttribute('aria-invalid');
  });

  it('Save draft sends the grade and feedback; Return saves the change, then returns', async () => {
    const user = userEvent.setup();
    const ada = { _id: 's1', name: 'Ada Lovelace' };
    const { api } = renderTab('?student=s1', {
      answers: {
        [`PUT ${BASE}/s1/grade`]: { body: submissionOf({ student: ada, state: 'turned_in', draftGrade: 8, draftFeedback: 'Well done' }) },
        [`POST ${BASE}/s1/return`]: { body: submissionOf({ student: ada, state: 'returned', grade: 8, feedback: 'Well done', returnedAt: '2025-03-04T10:00:00.000Z' }) },
      },
    });
    const panel = await screen.findByTestId('grading-panel');
    await user.type(await within(panel).findByLabelText('Grade'), '8');
    await user.type(within(panel).getByLabelText('Feedback'), ' Well done ');
    await user.click(within(panel).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(TEXT.draftSaved)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ grade: 8, feedback: 'Well done' }]);

    await user.clear(within(panel).getByLabelText('Grade'));
    await user.type(within(panel).getByLabelText('Grade'), '8.5');
    await user.click(within(panel).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText(WORK_MSG.returned)).toBeInTheDocument();
    const writes = api.calls.filter((call) => call.method !== 'GET');
    expect(writes.slice(1).map((call) => `${call.method} ${call.path}`)).toEqual([`PUT ${BASE}/s1/grade`, `POST ${BASE}/s1/return`]);
    expect(writes[1]?.body).toEqual({ grade: 8.5, feedback: 'Well done' });
  });

  it('an ungraded assignment has no Grade field: feedback only', async () => {
    renderTab('?student=s1', { assignment: assignmentOf({ dueDate: PAST_DUE, maxPoints: null }) });
    const panel = await screen.findByTestId('grading-panel');
    expect(await within(panel).findByLabelText('Feedback')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Grade')).not.toBeInTheDocument();
  });
});
