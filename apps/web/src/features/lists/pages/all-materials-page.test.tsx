import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { Toaster } from '@/components/ui/sonner';
import { renderWithProviders, storeSession } from '@/test/render';
import { AllMaterialsPage } from '@/features/lists/pages/all-materials-page';
import { materialItem } from '@/features/lists/test/fixtures';
import { mockPagedApi, type PagedAnswer } from '@/features/lists/test/paged-api';

const FIRST = '/api/materials?limit=50';

function renderPage(answers: Record<string, PagedAnswer>) {
  storeSession({ role: 'teacher' });
  const api = mockPagedApi(answers);
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <AllMaterialsPage />
      <Toaster theme="light" />
    </>,
    '/dashboard/materials',
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('AllMaterialsPage', () => {
  it('shows each material with class, topic, created date and attachments count, linking to it', async () => {
    renderPage({ [FIRST]: { body: [materialItem('m2', 2), materialItem('m1', 1, { class: 'c 9' })] } });
    const [newest, older] = await screen.findAllByTestId('material-item');
    expect(within(newest!).getByRole('heading', { level: 2, name: 'Material m2' })).toBeInTheDocument();
    expect(within(newest!).getByText('Physics 101 · Mechanics')).toBeInTheDocument();
    expect(within(newest!).getByTestId('attachments-count')).toHaveTextContent('2 attachments');
    expect(within(older!).getByTestId('attachments-count')).toHaveTextContent('1 attachment');
    expect(newest!.querySelector('time')).toHaveAttribute('dateTime', '2025-03-04T09:00:00.000Z');
    expect(within(newest!).getByRole('link')).toHaveAttribute('href', '/dashboard/classes/c1/topics/tp1/materials/m2');
    expect(within(older!).getByRole('link')).toHaveAttribute('href', '/dashboard/classes/c%209/topics/tp1/materials/m1');
  });

  it('loads the next page from the Link header’s cursor', async () => {
    const second = '/api/materials?limit=50&cursor=next%2Bone';
    const api = renderPage({
      [FIRST]: { body: [materialItem('m2', 0)], next: '/api/materials?limit=50&cursor=next%2Bone' },
      [second]: { body: [materialItem('m1', 0)] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more materials' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Material m1' })).toBeInTheDocument();
    expect(api.calls).toEqual([FIRST, second]);
  });

  it('shows an empty state when there are no materials', async () => {
    renderPage({ [FIRST]: { body: [] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'No materials found' })).toBeInTheDocument();
  });

  it(`says "${MSG.materialsFetchFailed}" as a toast and on the page`, async () => {
    renderPage({ [FIRST]: { status: 403, body: { message: 'server says no' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.materialsFetchFailed);
    expect(await screen.findByText(MSG.materialsFetchFailed, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
  });
});
