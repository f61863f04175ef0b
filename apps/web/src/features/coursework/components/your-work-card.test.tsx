import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@lyceum/shared/assignments';
import { WORK_MSG } from '@lyceum/shared/messages';
import type { Submission } from '@lyceum/shared/submissions';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import YourWorkCard from '@/features/coursework/components/your-work-card';
import { assignmentOf, FUTURE_DUE, PAST_DUE, submissionOf } from '@/features/coursework/test/fixtures';

// Quill has its own tests: here the answer is a plain text box that reports what is typed.
vi.mock('@/features/content/components/lazy-rich-text-editor', () => import('@/test/text-box-editor'));

const WORK = 'GET /api/assignments/a1/submissions/id-student';
const COMMENTS = 'GET /api/assignments/a1/submissions/id-student/comments';

function renderCard(submission: Submission, assignment: Assignment = assignmentOf(), answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'student' });
  const api = mockApi({ [WORK]: { body: submission }, [COMMENTS]: { body: [] }, ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <YourWorkCard assignment={assignment} classId="c1" studentId="id-student" />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const status = () => screen.getByTestId('work-status');

describe('YourWorkCard: buttons and what can be changed, per state', () => {
  it('assigned (before the due date): Assigned, an editable answer, Save and Turn in, no Unsubmit', async () => {
    renderCard(submissionOf(), assignmentOf({ dueDate: FUTURE_DUE }));
    expect(await screen.findByRole('button', { name: 'Turn in' })).toBeEnabled();
    expect(status()).toHaveTextContent('Assigned');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Unsubmit' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Attachments/ })).toBeInTheDocument();
  });

  it('past due with nothing turned in: Missing, and Turn in is still offered', async () => {
    renderCard(submissionOf(), assignmentOf({ dueDate: PAST_DUE }));
    expect(await screen.findByRole('button', { name: 'Turn in' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Missing');
  });

  it('turned in: the answer and files read-only, Unsubmit only', async () => {
    renderCard(
      submissionOf({
        state: 'turned_in',
        answer: '<p>My <strong>answer</strong></p>',
        turnedInAt: '2025-03-02T10:00:00.000Z',
        late: true,
        attachments: [{ kind: 'link', url: 'https://example.org/notes', name: 'Notes', host: 'example.org' }],
      }),
      assignmentOf({ dueDate: PAST_DUE }),
    );
    expect(await screen.findByRole('button', { name: 'Unsubmit' })).toBeEnabled();
    expect(status()).toHaveTextContent('Turned in late');
    expect(screen.queryByRole('button', { name: 'Turn in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    const work = screen.getByTestId('submitted-work');
    // The sanitiser downloads with the first rich text shown (components/safe-html.tsx).
    expect((await within(work).findByText('answer')).tagName).toBe('STRONG');
    expect(within(work).getByRole('link', { name: 'Open Notes (new tab)' })).toBeInTheDocument();
  });

  it('returned: the grade and the feedback as plain text, and the work can be changed and turned in again', async () => {
    renderCard(
      submissionOf({
        state: 'returned',
        answer: '<p>Mine</p>',
        grade: 8,
        feedback: 'Good <b>work</b>\nSee page 2',
        returnedAt: '2025-03-05T10:00:00.000Z',
        turnedInAt: '2025-03-01T10:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Turn in' })).toBeEnabled();
    expect(status()).toHaveTextContent('Returned 8/10');
    expect(screen.queryByRole('button', { name: 'Unsubmit' })).not.toBeInTheDocument();
    const returned = screen.getByTestId('returned-feedback');
    expect(within(returned).getByTestId('returned-grade')).toHaveTextContent('8/10');
    expect(within(returned).getByText(/Good <b>work<\/b>/)).toBeInTheDocument();
    expect(returned.querySelector('b')).toBeNull();
  });

  it('never shows a draft grade or feedback, should one reach the student', async () => {
    renderCard(submissionOf({ state: 'turned_in', draftGrade: 4, draftFeedback: 'Secret draft', turnedInAt: '2025-03-01T10:00:00.000Z' }));
    await screen.findByRole('button', { name: 'Unsubmit' });
    expect(status()).toHaveTextContent('Turned in');
    expect(screen.queryByTestId('returned-feedback')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Secret draft');
    expect(document.body).not.toHaveTextContent('4/10');
  });
});

describe('YourWorkCard: turning in and taking back', () => {
  it('Turn in saves the changed answer first, then turns in: the card becomes read-only and focus moves to Unsubmit', async () => {
    const user = userEvent.setup();
    const saved = submissionOf({ answer: '<p>42</p>', updatedAt: '2025-03-01T10:00:00.000Z' });
    const turnedIn = { ...saved, state: 'turned_in' as const, turnedInAt: '2025-03-01T10:01:00.000Z' };
    const api = renderCard(submissionOf(), assignmentOf(), {
      'PUT /api/assignments/a1/submissions/id-student': { body: saved },
      'POST /api/assignments/a1/submissions/id-student/turn-in': { body: turnedIn },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), '<p>42</p>');
    await user.click(screen.getByRole('button', { name: 'Turn in' }));

    const unsubmit = await screen.findByRole('button', { name: 'Unsubmit' });
    expect(await screen.findByText(WORK_MSG.turnedIn)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Turned in');
    await waitFor(() => expect(unsubmit).toHaveFocus());
    const writes = api.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/assignments/a1/submissions/id-student',
      'POST /api/assignments/a1/submissions/id-student/turn-in',
    ]);
    expect(writes[0]?.body).toEqual({ answer: '<p>42</p>', attachments: [] });
  });

  it('Turn in with nothing changed sends only the turn-in', async () => {
    const user = userEvent.setup();
    const api = renderCard(submissionOf({ answer: '<p>Done</p>' }), assignmentOf(), {
      'POST /api/assignments/a1/submissions/id-student/turn-in': { body: submissionOf({ answer: '<p>Done</p>', state: 'turned_in' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn in' }));
    await screen.findByRole('button', { name: 'Unsubmit' });
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual(['POST']);
  });

  it('Unsubmit makes the work editable again, with Turn in focused', async () => {
    const user = userEvent.setup();
    renderCard(submissionOf({ state: 'turned_in', answer: '<p>Done</p>' }), assignmentOf(), {
      'POST /api/assignments/a1/submissions/id-student/unsubmit': { body: submissionOf({ answer: '<p>Done</p>' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubmit' }));
    const turnIn = await screen.findByRole('button', { name: 'Turn in' });
    expect(await screen.findByText(WORK_MSG.unsubmitted)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('<p>Done</p>');
    await waitFor(() => expect(turnIn).toHaveFocus());
  });

  it("shows the server's refusal as a toast and above the answer, focused, and stays as it was", async () => {
    const user = userEvent.setup();
    renderCard(submissionOf({ state: 'returned', grade: 8, returnedAt: '2025-03-05T10:00:00.000Z' }), assignmentOf(), {
      'POST /api/assignments/a1/submissions/id-student/turn-in': { status: 409, body: { message: WORK_MSG.alreadyTurnedIn } },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn in' }));
    expect(await screen.findByText(WORK_MSG.alreadyTurnedIn, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(WORK_MSG.alreadyTurnedIn);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(status()).toHaveTextContent('Returned 8/10');
  });

  it('a refusal of the answer shows at the answer, which takes focus and is marked invalid', async () => {
    const user = userEvent.setup();
    const refusal = 'answer must be at most 100000 characters';
    renderCard(submissionOf(), assignmentOf(), {
      'PUT /api/assignments/a1/submissions/id-student': { status: 400, body: { message: refusal } },
    });
    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(answer, 'Too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(refusal);
  });
});

describe('YourWorkCard: private comments', () => {
  it('lists the thread with its own form, separate from the public comments', async () => {
    const user = userEvent.setup();
    const api = renderCard(submissionOf(), assignmentOf(), {
      [COMMENTS]: { body: [{ _id: 'p1', text: 'Can I have more time?', author: { _id: 'id-student', name: 'Ada Lovelace' }, createdAt: '2025-03-01T10:00:00.000Z' }] },
      'POST /api/assignments/a1/submissions/id-student/comments': {
        status: 201,
        body: { _id: 'p2', text: 'Thanks', author: { _id: 'id-student', name: 'Ada Lovelace' }, createdAt: '2025-03-01T11:00:00.000Z' },
      },
    });
    const thread = await screen.findByTestId('private-comments');
    expect(within(thread).getByRole('heading', { name: /Private comments/ })).toBeInTheDocument();
    expect(await within(thread).findByText('Can I have more time?')).toBeInTheDocument();
    await user.type(within(thread).getByLabelText('Add a private comment'), 'Thanks');
    await user.click(within(thread).getByRole('button', { name: 'Post private comment' }));
    expect(await within(thread).findByText('Thanks')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Thanks' });
  });
});
