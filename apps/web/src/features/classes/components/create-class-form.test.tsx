import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import { MSG } from '@lyceum/shared/messages';
import type { Role } from '@lyceum/shared/roles';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { CreateClassPage } from '@/features/classes/pages/create-class-page';
import { staffView } from '@/features/classes/test/fixtures';

function renderCreate(role: Role, answer: { status?: number; body?: unknown } = { status: 201, body: staffView }) {
  const me = storeSession({ role, _id: `me-${role}` });
  const api = mockApi({ 'POST /api/classes': answer });
  vi.stubGlobal('fetch', api.fetchMock);
  // The toast outlet sits above the routes, as in the app, so toasts outlive a navigation.
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster theme="light" />
          </>
        ),
        children: [
          { path: '/dashboard/classes/create', element: <CreateClassPage /> },
          { path: '/dashboard/classes/:id', element: <p>class page</p> },
        ],
      },
    ],
    '/dashboard/classes/create',
  );
  return { ...api, ...view, me };
}

async function fillAndSubmit(name: string, link = '') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Class Name'), name);
  if (link) await user.type(screen.getByLabelText('Meeting Link'), link);
  await user.click(screen.getByRole('button', { name: 'Create Class' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('CreateClassPage (spec sections 2, 4 and 5)', () => {
  it('tells a student that only administrators and teachers can create classes', async () => {
    renderCreate('student');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.createClassDenied);
    expect(screen.queryByLabelText('Class Name')).not.toBeInTheDocument();
  });

  it('sends a teacher as the sole teacher, defaults the description, then opens the new class', async () => {
    const { calls, router, me } = renderCreate('teacher');
    await fillAndSubmit('  Physics 101 ', 'https://meet.example.com/physics');
    expect(await screen.findByText('class page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/classes/c1');
    expect(await screen.findByText(MSG.classCreated, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Physics 101',
      description: 'Class: Physics 101',
      meetingLink: 'https://meet.example.com/physics',
      teachers: [me._id],
    });
  });

  it('sends no teachers for an admin (they are added on the edit screen)', async () => {
    const { calls } = renderCreate('admin');
    await fillAndSubmit('Chemistry');
    await screen.findByText('class page');
    expect(calls[0]?.body).toMatchObject({ name: 'Chemistry', teachers: [] });
  });

  it('keeps Create Class disabled while the name is blank', async () => {
    renderCreate('teacher');
    await userEvent.setup().type(await screen.findByLabelText('Class Name'), '   ');
    expect(screen.getByRole('button', { name: 'Create Class' })).toBeDisabled();
  });

  it.each([
    [{ message: 'meetingLink: must be an http(s) URL' }, 'meetingLink: must be an http(s) URL'],
    [{ error: 'Bad Request' }, 'Bad Request'],
    [{ errors: [{ message: 'name is required' }, 'description is too long'] }, 'name is required, description is too long'],
    [{}, MSG.classCreateFailed],
  ])('on failure %j it toasts "%s" and stays', async (body, text) => {
    const { router } = renderCreate('teacher', { status: 400, body });
    await fillAndSubmit('Physics 101');
    expect(await screen.findByText(text, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/classes/create');
  });

  it('marks a meeting link that is not a web address at its field, focuses it and sends nothing', async () => {
    const { calls } = renderCreate('teacher');
    await fillAndSubmit('Physics 101', 'meet.example.com/physics');
    const link = screen.getByLabelText('Meeting Link');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(FIELD_MSG.meetingLinkShape);
    expect(link).toHaveFocus();
    expect(screen.getByLabelText('Class Name')).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
    // Corrected, the mark goes as it is edited.
    await userEvent.setup().type(link, 'x');
    expect(link).not.toHaveAttribute('aria-invalid');
  });

  it('shows a server message naming a field at that field, with focus there; the toast stays', async () => {
    renderCreate('teacher', { status: 400, body: { message: 'meetingLink: must be an http(s) URL' } });
    await fillAndSubmit('Physics 101', 'https://meet.example.com/physics');
    expect(await screen.findByText('meetingLink: must be an http(s) URL', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const link = screen.getByLabelText('Meeting Link');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription('meetingLink: must be an http(s) URL');
    expect(link).toHaveFocus();
  });

  it('shows a server message naming no field above the form, focused', async () => {
    renderCreate('teacher', { status: 409, body: { message: 'The class could not be created now' } });
    await fillAndSubmit('Physics 101');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The class could not be created now');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Class Name')).not.toHaveAttribute('aria-invalid');
  });
});
