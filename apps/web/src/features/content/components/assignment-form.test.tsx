import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@lyceum/shared/assignments';
import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { WORK_MSG } from '@lyceum/shared/messages';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { AssignmentForm } from '@/features/content/components/assignment-form';
import { assignmentOf } from '@/features/coursework/test/fixtures';

// Quill has its own tests: here the description is a plain text box that reports what is typed.
vi.mock('@/features/content/components/lazy-rich-text-editor', () => import('@/test/text-box-editor'));

const existing = assignmentOf({ description: '<p>Measure g</p>', dueDate: '2030-03-01T12:00:00.000Z', createdBy: null });

function renderForm(assignment?: Assignment, answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'teacher' });
  const api = mockApi({ 'POST /api/assignments': { status: 201, body: existing }, 'PUT /api/assignments/a1': { body: existing }, ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <AssignmentForm classId="c1" topicId="tp1" assignment={assignment} />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

async function fillRequired() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Title'), 'Lab report');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), '<p>Measure g</p>');
  await user.type(screen.getByLabelText('Due date'), '2030-03-01T12:00');
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('AssignmentForm: points', () => {
  it('sends maxPoints as typed, or null for an ungraded assignment (left empty)', async () => {
    const api = renderForm();
    const user = await fillRequired();
    expect(screen.getByLabelText('Points')).toHaveAttribute('placeholder', 'Ungraded');
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    await screen.findByText('Assignment created successfully');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ maxPoints: null });
  });

  it('sends a whole number of points', async () => {
    const api = renderForm();
    const user = await fillRequired();
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    await screen.findByText('Assignment created successfully');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ maxPoints: 10 });
  });

  it.each(['0', '1001', '2.5', 'ten'])('refuses %s before sending, beside the field', async (typed) => {
    const api = renderForm();
    const user = await fillRequired();
    const points = screen.getByLabelText('Points');
    await user.type(points, typed);
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(points).toHaveAttribute('aria-invalid', 'true');
    expect(points).toHaveAccessibleDescription(TEXT.pointsInvalid);
    expect(points).toHaveFocus();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("editing shows the points, sends null once cleared, and shows the server's refusal", async () => {
    const api = renderForm(existing, { 'PUT /api/assignments/a1': { status: 409, body: { message: WORK_MSG.gradedCannotBeUngraded } } });
    const user = userEvent.setup();
    const points = screen.getByLabelText('Points');
    expect(points).toHaveValue('10');
    await user.clear(points);
    await user.click(screen.getByRole('button', { name: 'Update Assignment' }));
    // In a toast, and at the points field, which takes focus.
    await waitFor(() => expect(points).toHaveAccessibleDescription(WORK_MSG.gradedCannotBeUngraded));
    expect(points).toHaveFocus();
    expect(screen.getAllByText(WORK_MSG.gradedCannotBeUngraded)).toHaveLength(2);
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ maxPoints: null });
  });
});
