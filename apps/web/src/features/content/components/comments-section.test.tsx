import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@lyceum/shared/comments';
import { MSG } from '@lyceum/shared/messages';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { CommentsSection } from '@/features/content/components/comments-section';

const comment = (id: string, author: Comment['author'], text: string): Comment => ({
  _id: id,
  text,
  author,
  targetType: 'material',
  target: 'm1',
  createdAt: '2025-03-01T10:00:00.000Z',
});

const comments = [
  comment('k1', { _id: 'id-student', name: 'Ada Lovelace King' }, 'My own <b>comment</b>'),
  comment('k2', { _id: 'someone-else', name: 'grace hopper' }, 'Another comment'),
  comment('k3', null, 'From a deleted account'),
];

function renderComments(role: 'student' | 'admin', answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role });
  const api = mockApi({ 'GET /api/comments/material/m1': { body: comments }, ...answers });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <CommentsSection targetType="material" targetId="m1" />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  // A toast of one test must not answer for the next.
  toast.dismiss();
});

describe('CommentsSection', () => {
  it('shows initials of up to two words, the author or Anonymous, and the text as plain text', async () => {
    renderComments('student');
    const items = await screen.findAllByTestId('comment');
    expect(items.map((item) => within(item).getByText(/^[A-Z]{1,2}$/).textContent)).toEqual(['AL', 'GH', 'A']);
    expect(within(items[2]!).getByText(MSG.anonymous)).toBeInTheDocument();
    // Markup in a comment is text, never HTML.
    expect(within(items[0]!).getByText('My own <b>comment</b>')).toBeInTheDocument();
    expect(items[0]!.querySelector('b')).toBeNull();
  });

  it("lets a student delete only their own comment; an admin may delete any", async () => {
    renderComments('student');
    // The buttons follow the signed-in user, which may arrive after the comments: wait for it.
    expect(await screen.findByRole('button', { name: 'Delete comment by Ada Lovelace King' })).toBeInTheDocument();
    expect(screen.getAllByTestId('comment')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Delete comment/ })).toHaveLength(1);
  });

  it('an admin may delete every comment', async () => {
    renderComments('admin');
    expect(await screen.findAllByRole('button', { name: /^Delete comment/ })).toHaveLength(3);
  });

  it('cannot post blank text: the button stays disabled', async () => {
    const user = userEvent.setup();
    const api = renderComments('student');
    const post = await screen.findByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    await user.type(screen.getByLabelText('Add a comment'), '   ');
    expect(post).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('posts, appends and toasts; deletes and toasts', async () => {
    const user = userEvent.setup();
    const created = comment('k4', { _id: 'id-student', name: 'Test student' }, 'New one');
    const api = renderComments('student', {
      'POST /api/comments': { status: 201, body: created },
      'DELETE /api/comments/k1': { body: { message: MSG.commentDeleted } },
    });
    await user.type(await screen.findByLabelText('Add a comment'), '  New one ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(MSG.commentAdded)).toBeInTheDocument();
    expect(screen.getByText('New one')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'New one', targetType: 'material', target: 'm1' });
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Delete comment by Ada Lovelace King' }));
    expect(await screen.findByText(MSG.commentDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('My own <b>comment</b>')).not.toBeInTheDocument());
  });

  it.each([
    [{ message: 'text must be at most 2000 characters' }, 'text must be at most 2000 characters'],
    [{}, MSG.commentAddFailed],
  ])("a refused comment (%j) toasts 'Failed to add comment' and marks the text with the reason, focused, text kept", async (body, reason) => {
    const user = userEvent.setup();
    renderComments('student', { 'POST /api/comments': { status: 400, body } });
    await user.type(await screen.findByLabelText('Add a comment'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(MSG.commentAddFailed, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const text = screen.getByLabelText('Add a comment');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(reason);
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveValue('Hello');
  });

  it("toasts 'Failed to load comments' when the list cannot be read", async () => {
    renderComments('student', { 'GET /api/comments/material/m1': { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText(MSG.commentsLoadFailed, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
