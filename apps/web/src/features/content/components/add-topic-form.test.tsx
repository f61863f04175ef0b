import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import type { Topic } from '@lyceum/shared/topics';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { AddTopicForm } from '@/features/content/components/add-topic-form';

const topic: Topic = { _id: 't9', name: 'Fractions', class: 'c1', className: 'Maths', createdAt: '2025-03-01T10:00:00.000Z', materialsCount: 0, assignmentsCount: 0 };

function renderForm(answer: { status?: number; body?: unknown }) {
  storeSession({ role: 'teacher' });
  const api = mockApi({ 'POST /api/topics': answer });
  vi.stubGlobal('fetch', api.fetchMock);
  const onAdded = vi.fn();
  renderWithProviders(
    <>
      <AddTopicForm classId="c1" onAdded={onAdded} />
      <Toaster theme="light" />
    </>,
  );
  return { api, onAdded };
}

afterEach(() => {
  vi.unstubAllGlobals();
  // A toast of one test must not answer for the next.
  toast.dismiss();
});

describe('AddTopicForm', () => {
  it('keeps the button disabled while the trimmed name is blank; a blank submit does nothing, silently', async () => {
    const user = userEvent.setup();
    const { api, onAdded } = renderForm({ status: 201, body: topic });
    const add = await screen.findByRole('button', { name: 'Add Topic' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Topic name'), '   {Enter}');
    expect(add).toBeDisabled();
    expect(api.calls).toEqual([]);
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('sends the trimmed name, hands the topic back and toasts', async () => {
    const user = userEvent.setup();
    const { api, onAdded } = renderForm({ status: 201, body: topic });
    await user.type(await screen.findByLabelText('Topic name'), '  Fractions  ');
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    expect(await screen.findByText(MSG.topicAdded)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ name: 'Fractions', class: 'c1' });
    expect(onAdded).toHaveBeenCalledWith(topic);
    expect(screen.getByLabelText('Topic name')).toHaveValue('');
  });

  it("toasts 'Failed to add topic. Please try again.' on failure and keeps the name", async () => {
    const user = userEvent.setup();
    const { onAdded } = renderForm({ status: 500, body: { message: 'boom' } });
    await user.type(await screen.findByLabelText('Topic name'), 'Fractions');
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    expect(await screen.findByText(MSG.topicAddFailed)).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Topic name')).toHaveValue('Fractions');
  });

  it("marks the name with the server's reason, tied to it, with focus there", async () => {
    const user = userEvent.setup();
    renderForm({ status: 409, body: { message: 'This class is archived: restore it to change it' } });
    await user.type(await screen.findByLabelText('Topic name'), 'Fractions');
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    expect(await screen.findByText(MSG.topicAddFailed, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const name = screen.getByLabelText('Topic name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This class is archived: restore it to change it');
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 's');
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});
