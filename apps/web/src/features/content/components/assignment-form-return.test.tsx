import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@lyceum/shared/assignments';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { AssignmentForm } from '@/features/content/components/assignment-form';
import { assignmentOf } from '@/features/coursework/test/fixtures';

// Quill has its own tests: here the description is a plain text box.
vi.mock('@/features/content/components/lazy-rich-text-editor', () => import('@/test/text-box-editor'));

const saved = assignmentOf({
  _id: 'a9',
  title: 'Fractions',
  description: '<p>Halves</p>',
  dueDate: '2030-03-01T12:00:00.000Z',
  maxPoints: null,
  createdBy: null,
});

function renderForm(search: string, assignment?: Assignment) {
  storeSession({ role: 'teacher' });
  vi.stubGlobal('fetch', mockApi({ 'POST /api/assignments': { status: 201, body: saved }, 'PUT /api/assignments/a9': { body: saved } }).fetchMock);
  return renderWithProviders(<AssignmentForm classId="c1" topicId="tp1" assignment={assignment} />, `/dashboard/classes/c1/topics/tp1/assignments/create${search}`);
}

async function create() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Title'), 'Fractions');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), '<p>Halves</p>');
  await user.type(screen.getByLabelText('Due date'), '2030-03-01T12:00');
  await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('AssignmentForm: where Save and Cancel go', () => {
  it('opened from the Classwork tab, a save goes back there with the new item and its announcement', async () => {
    const { router } = renderForm('?from=classwork');
    await create();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/classes/c1'));
    expect(router.state.location.search).toBe('?tab=classwork');
    expect(router.state.location.state).toEqual({
      classworkReturn: { kind: 'assignment', topicId: 'tp1', itemId: 'a9', announce: "Assignment 'Fractions' created" },
    });
  });

  it('opened from the Classwork tab, Cancel on an edit goes back there to the item, with nothing to announce', async () => {
    const { router } = renderForm('?from=classwork', saved);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?tab=classwork'));
    expect(router.state.location.state).toEqual({ classworkReturn: { kind: 'assignment', topicId: 'tp1', itemId: 'a9', announce: null } });
  });

  it('opened from anywhere else, a save goes to the class page as before', async () => {
    const { router } = renderForm('');
    await create();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/classes/c1'));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toBeNull();
  });
});
