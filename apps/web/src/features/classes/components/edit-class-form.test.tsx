import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLASS_UPDATE_REDIRECT_MS } from '@lyceum/shared/limits';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import { MSG } from '@lyceum/shared/messages';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderRoutes, storeSession } from '@/test/render';
import { EditClassForm } from '@/features/classes/components/edit-class-form';
import { staffView } from '@/features/classes/test/fixtures';

const saved = { body: staffView };

function renderForm(cls = staffView, answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'teacher' });
  const api = mockApi({ 'PUT /api/classes/c1': saved, 'PUT /api/classes/c1/meeting-link': saved, ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderRoutes(
    [
      {
        path: '/dashboard/classes/:id/edit',
        element: (
          <>
            <EditClassForm cls={cls} />
            <Toaster theme="light" />
          </>
        ),
      },
      { path: '/dashboard/classes/:id', element: <p>class page</p> },
    ],
    '/dashboard/classes/c1/edit',
  );
  return { ...api, ...view };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('EditClassForm: required fields (spec section 5)', () => {
  it.each([
    ['name', 'Class Name'],
    ['description', 'Description'],
  ])('a blank %s shows the message and sends nothing', async (_field, label) => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.requiredFields);
    expect(await screen.findByText(MSG.requiredFields, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    // Marked at the field too, which takes focus.
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(label === 'Class Name' ? FIELD_MSG.classNameRequired : FIELD_MSG.descriptionRequired);
    expect(field).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('EditClassForm: meeting link (spec section 5)', () => {
  it('sends name and description, then the link when there is one', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Class Name'));
    await user.type(screen.getByLabelText('Class Name'), '  Physics 102 ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MSG.classUpdated, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/api/classes/c1', { name: 'Physics 102', description: 'Forces and motion' }],
      ['PUT', '/api/classes/c1/meeting-link', { meetingLink: 'https://meet.example.com/physics' }],
    ]);
  });

  it('does not send an empty link', async () => {
    const { calls } = renderForm({ ...staffView, meetingLink: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MSG.classUpdated, { selector: '[data-sonner-toast] *' });
    expect(calls.map((call) => call.path)).toEqual(['/api/classes/c1']);
  });

  it("shows the server's message when the update fails, else the generic text", async () => {
    renderForm(staffView, { 'PUT /api/classes/c1': { status: 400, body: { message: 'name must be at most 120 characters' } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('name must be at most 120 characters', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    // It names the name: shown there too, with focus.
    const name = screen.getByLabelText('Class Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('name must be at most 120 characters');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('marks a meeting link that is not a web address at its field and sends nothing', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Meeting Link'));
    await user.type(screen.getByLabelText('Meeting Link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const link = screen.getByLabelText('Meeting Link');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(FIELD_MSG.meetingLinkShape);
    expect(link).toHaveFocus();
    // Not a missing field: the spec's required-fields message is not shown.
    expect(screen.queryByText(MSG.requiredFields)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('EditClassForm: the automatic description', () => {
  const automatic = { ...staffView, description: 'Class: Physics 101' };

  it('follows the name as it is typed, and is sent that way', async () => {
    const { calls } = renderForm(automatic);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Class Name'));
    await user.type(screen.getByLabelText('Class Name'), 'Chemistry 9A');
    expect(screen.getByLabelText('Description')).toHaveValue('Class: Chemistry 9A');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MSG.classUpdated, { selector: '[data-sonner-toast] *' });
    expect(calls[0]?.body).toEqual({ name: 'Chemistry 9A', description: 'Class: Chemistry 9A' });
  });

  it('stops following once the description is written', async () => {
    renderForm(automatic);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Class Name'), 'B');
    expect(screen.getByLabelText('Description')).toHaveValue('Class: Physics 101B');
    await user.type(screen.getByLabelText('Description'), ' and waves');
    await user.type(screen.getByLabelText('Class Name'), 'C');
    expect(screen.getByLabelText('Class Name')).toHaveValue('Physics 101BC');
    expect(screen.getByLabelText('Description')).toHaveValue('Class: Physics 101B and waves');
  });
});

describe('EditClassForm: redirect (spec sections 4 and 9)', () => {
  it(`opens the class page ${CLASS_UPDATE_REDIRECT_MS} ms after a successful save, not before`, async () => {
    // Only timeouts are faked: fetch bodies and React's scheduling still run on their own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderForm();
    const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
    await flush(); // the session is restored after mount
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // Let both calls answer without moving the clock; the redirect timer starts then.
    for (let i = 0; i < 20 && !screen.getByLabelText('Class Name').hasAttribute('disabled'); i += 1) await flush();
    for (let i = 0; i < 20 && screen.queryByText('Saving...'); i += 1) await flush();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(CLASS_UPDATE_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe('/dashboard/classes/c1/edit');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/dashboard/classes/c1');
    expect(screen.getByText('class page')).toBeInTheDocument();
  });
});
