import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
