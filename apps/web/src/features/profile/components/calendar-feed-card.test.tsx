import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_MSG as TEXT } from '@lyceum/shared/calendar';
import { Toaster } from '@/components/ui/sonner';
import { CalendarFeedCard } from '@/features/profile/components/calendar-feed-card';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';

const OLD = 'https://lyceum.school.example/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const NEW = 'https://lyceum.school.example/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

function renderCard() {
  return renderWithProviders(
    <>
      <CalendarFeedCard />
      <Toaster theme="light" />
    </>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CalendarFeedCard', () => {
  it('offers "Create link" when there is none, then shows the new link read-only', async () => {
    storeSession({ role: 'student' });
    const api = mockApi({ 'GET /api/calendar/feed': { body: { url: null } }, 'POST /api/calendar/feed': { body: { url: OLD } } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderCard();
    expect(screen.getByRole('heading', { name: TEXT.sectionTitle })).toBeInTheDocument();
    expect(await screen.findByText(TEXT.explanation.member)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: TEXT.create }));
    const field = await screen.findByRole('textbox', { name: TEXT.fieldLabel });
    expect(field).toHaveValue(OLD);
    expect(field).toHaveAttribute('readonly');
    expect(await screen.findByText(TEXT.created)).toBeInTheDocument();
    expect(screen.getByText(TEXT.secretHint)).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/calendar/feed', 'POST /api/calendar/feed']);
  });

  it('copies the link to the clipboard with a toast', async () => {
    storeSession({ role: 'teacher' });
    vi.stubGlobal('fetch', mockApi({ 'GET /api/calendar/feed': { body: { url: OLD } } }).fetchMock);
    renderCard();
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: TEXT.fieldLabel })).toHaveValue(OLD);
    await user.click(screen.getByRole('button', { name: TEXT.copy }));
    expect(await screen.findByText(TEXT.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(OLD);
  });

  it('regenerates only after the confirmation that the old link will stop working', async () => {
    storeSession({ role: 'student' });
    const api = mockApi({ 'GET /api/calendar/feed': { body: { url: OLD } }, 'POST /api/calendar/feed': { body: { url: NEW } } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.regenerate }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(TEXT.confirmTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(/^The old link will stop working/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByRole('textbox', { name: TEXT.fieldLabel })).toHaveValue(OLD);

    await user.click(screen.getByRole('button', { name: TEXT.regenerate }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: TEXT.confirmAction }));
    expect(await screen.findByText(TEXT.regenerated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: TEXT.fieldLabel })).toHaveValue(NEW));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/calendar/feed']);
  });

  it('tells an admin their feed stays empty, and shows a failure to create', async () => {
    storeSession({ role: 'admin' });
    vi.stubGlobal('fetch', mockApi({ 'GET /api/calendar/feed': { body: { url: null } }, 'POST /api/calendar/feed': { status: 500, body: { message: 'Internal Server Error' } } }).fetchMock);
    renderCard();
    expect(await screen.findByText(TEXT.explanation.admin)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: TEXT.create }));
    expect(await screen.findByText(TEXT.saveFailed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: TEXT.fieldLabel })).not.toBeInTheDocument();
  });
});
