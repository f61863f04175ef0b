import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { Toaster } from '@/components/ui/sonner';
import { renderWithProviders, storeSession } from '@/test/render';
import { AllAssignmentsPage } from '@/features/lists/pages/all-assignments-page';
import { assignmentItem } from '@/features/lists/test/fixtures';
import { mockPagedApi, type PagedAnswer } from '@/features/lists/test/paged-api';

const FIRST = '/api/assignments?limit=50';
const SECOND = '/api/assignments?limit=50&cursor=c-2';

function renderPage(answers: Record<string, PagedAnswer | (() => Promise<PagedAnswer>)>) {
  storeSession({ role: 'student' });
  const api = mockPagedApi(answers);
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <AllAssignmentsPage />
      <Toaster theme="light" />
    </>,
    '/dashboard/assignments',
  );
  return api;
}

const titles = () => screen.getAllByTestId('assignment-item').map((item) => within(item).getByRole('heading').textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('AllAssignmentsPage', () => {
  it('lists the first page in the server’s order (due date descending)', async () => {
    renderPage({ [FIRST]: { body: [assignmentItem('late', '2031-01-01T00:00:00Z'), assignmentItem('early', '2030-01-01T00:00:00Z')] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Assignment late' })).toBeInTheDocument();
    expect(titles()).toEqual(['Assignment late', 'Assignment early']);
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('follows the Link header’s cursor when Load more is pressed, and stops on the last page', async () => {
    const api = renderPage({
      [FIRST]: { body: [assignmentItem('p1', '2031-01-01T00:00:00Z')], next: '/api/assignments?limit=50&cursor=c-2' },
      [SECOND]: { body: [assignmentItem('p2', '2030-01-01T00:00:00Z')] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more assignments' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Assignment p2' })).toBeInTheDocument();
    expect(titles()).toEqual(['Assignment p1', 'Assignment p2']);
    expect(api.calls).toEqual([FIRST, SECOND]);
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe(target: Element) {
          observers.at(-1)!.target = target;
        }
        disconnect() {}
      },
    );
    const api = renderPage({
      [FIRST]: { body: [assignmentItem('p1', '2031-01-01T00:00:00Z')], next: '/api/assignments?limit=50&cursor=c-2' },
      [SECOND]: { body: [assignmentItem('p2', '2030-01-01T00:00:00Z')] },
    });
    await screen.findByRole('heading', { level: 2, name: 'Assignment p1' });
    // The observer is made in an effect, which may run after the list has been painted.
    await waitFor(() => expect(observers.at(-1)?.target).toBe(screen.getByTestId('load-more')));
    const observer = observers.at(-1)!;
    act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('heading', { level: 2, name: 'Assignment p2' })).toBeInTheDocument();
    expect(api.calls).toEqual([FIRST, SECOND]);
  });

  it('shows an empty state when there are no assignments', async () => {
    renderPage({ [FIRST]: { body: [] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'No assignments found' })).toBeInTheDocument();
  });

  it(`says "${MSG.assignmentsFetchFailedPrefix}" plus the reason, as a toast and on the page`, async () => {
    renderPage({ [FIRST]: { status: 403, body: { message: 'Not allowed here' } } });
    const text = `${MSG.assignmentsFetchFailedPrefix}Not allowed here`;
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(await screen.findByText(text, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.queryByText('No assignments found')).not.toBeInTheDocument();
  });

  it('keeps the loaded items when a later page fails, and retries that page', async () => {
    let secondFails = true;
    const api = renderPage({
      [FIRST]: { body: [assignmentItem('p1', '2031-01-01T00:00:00Z')], next: '/api/assignments?limit=50&cursor=c-2' },
      [SECOND]: async () =>
        secondFails ? { status: 400, body: { message: 'cursor is invalid' } } : { body: [assignmentItem('p2', '2030-01-01T00:00:00Z')] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more assignments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MSG.assignmentsFetchFailedPrefix}cursor is invalid`);
    expect(titles()).toEqual(['Assignment p1']);
    secondFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Assignment p2' })).toBeInTheDocument();
    expect(api.calls).toEqual([FIRST, SECOND, SECOND]);
  });
});
