import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileAttachment, UploadedFile } from '@lyceum/shared/files';
import type { Material } from '@lyceum/shared/materials';
import { FILE_MSG, MSG } from '@lyceum/shared/messages';
import { Toaster } from '@/components/ui/sonner';
import { currentAuthToken } from '@/lib/api-client';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { MaterialForm } from '@/features/content/components/material-form';
import { ATTACHMENT_TEXT } from '@/features/content/lib/attachment-texts';
import { LINK_URL_INVALID } from '@/features/content/lib/link-draft';
import { FakeXhr } from '@/test/fake-xhr';

// The rich-text editor is not what these tests are about (Quill has its own); the content comes with the material.
vi.mock('@/features/content/components/lazy-rich-text-editor', () => ({ LazyRichTextEditor: () => null }));

const pdf: FileAttachment = {
  kind: 'file',
  _id: 'f1',
  name: 'syllabus.pdf',
  size: 150_000,
  type: 'application/pdf',
  url: '/api/files/f1?access=a',
  previewUrl: '/api/files/f1?access=a&inline=1',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

const material: Material = {
  _id: 'm1',
  title: 'Optics',
  content: '<p>Light</p>',
  topic: 't1',
  class: 'c1',
  createdBy: { _id: 'id-teacher', name: 'Marie' },
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  attachments: [pdf, { kind: 'link', url: 'https://example.com/lenses', name: 'Lenses', host: 'example.com' }],
};

const uploaded = (id: string, name: string, type: string, size: number): UploadedFile => ({
  ...pdf,
  _id: id,
  name,
  type,
  size,
  previewUrl: null,
  class: 'c1',
  createdAt: '2025-03-02T10:00:00.000Z',
});

async function renderForm(record: Material | null = material) {
  storeSession({ role: 'teacher' });
  const api = mockApi({
    'PUT /api/materials/m1': { body: material },
    'POST /api/materials': { body: material },
    'DELETE /api/files/u1': { body: { message: FILE_MSG.deleted } },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderWithProviders(
    <>
      <MaterialForm classId="c1" topicId="t1" material={record ?? undefined} />
      <Toaster theme="light" />
    </>,
  );
  const picker = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  // The stored session is restored after mount, as in the app (where the form shows only after it).
  await waitFor(() => expect(currentAuthToken()).toBe('test-token'));
  return { api, picker };
}

const lastRequest = () => FakeXhr.requests.at(-1)!;
const sentBody = (api: ReturnType<typeof mockApi>, method: string) => api.calls.find((call) => call.method === method)?.body as { attachments?: unknown } | undefined;

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('AttachmentsEditor in the material form', () => {
  it('shows what the material has; removing, uploading and adding a link make the list the save sends', async () => {
    const user = userEvent.setup();
    const { api, picker } = await renderForm();
    const list = screen.getByRole('list', { name: 'Attached files and links' });
    expect(within(list).getByText('syllabus.pdf')).toBeInTheDocument();
    expect(within(list).getByText('PDF · 146 KB')).toBeInTheDocument();
    expect(within(list).getByText('example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove syllabus.pdf' }));
    expect(within(list).queryByText('syllabus.pdf')).not.toBeInTheDocument();

    await user.upload(picker, new File([new Uint8Array(2048)], 'diagram.png', { type: 'image/png' }));
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/classes/c1/files');
    expect(request.headers.Authorization).toBe('Bearer test-token');
    expect(request.file.name).toBe('diagram.png');
    request.progress(1024, 2048);
    expect(screen.getByRole('progressbar', { name: 'Uploading diagram.png' })).toHaveAttribute('aria-valuenow', '50');
    await request.respond(201, uploaded('u1', 'diagram.png', 'image/png', 2048));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(list).getByText('Image · 2 KB')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Link address'), 'https://example.org/quiz');
    await user.type(screen.getByLabelText(/Link name/), 'Quiz{Enter}');
    expect(within(list).getByText('Quiz')).toBeInTheDocument();
    // Enter in the link fields adds the link; it does not save the form.
    expect(sentBody(api, 'PUT')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Update Material' }));
    await waitFor(() => expect(sentBody(api, 'PUT')).toBeDefined());
    expect(sentBody(api, 'PUT')!.attachments).toEqual([
      { kind: 'link', url: 'https://example.com/lenses', name: 'Lenses' },
      { kind: 'file', file: 'u1' },
      { kind: 'link', url: 'https://example.org/quiz', name: 'Quiz' },
    ]);
    // The attached PDF is dropped by the save itself, not deleted on its own.
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('a link added without a name is sent without one', async () => {
    const user = userEvent.setup();
    const { api } = await renderForm({ ...material, _id: 'm1', attachments: [] });
    await user.type(screen.getByLabelText('Link address'), 'https://example.org{Enter}');
    await user.click(screen.getByRole('button', { name: 'Update Material' }));
    await waitFor(() => expect(sentBody(api, 'PUT')?.attachments).toEqual([{ kind: 'link', url: 'https://example.org' }]));
  });

  it('refuses a kind the server refuses before sending it, beside the file and as a toast', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { picker } = await renderForm();
    await user.upload(picker, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(FakeXhr.requests).toHaveLength(0);
    const list = screen.getByRole('list', { name: 'Attached files and links' });
    const row = within(list).getByText('setup.exe').closest('li')!;
    expect(within(row).getByRole('alert')).toHaveTextContent(FILE_MSG.typeNotAllowed);
    expect(await screen.findByText(FILE_MSG.typeNotAllowed, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    // A refused file is only a notice: it can be removed, and is never sent.
    await user.click(within(row).getByRole('button', { name: 'Remove setup.exe' }));
    expect(within(list).queryByText('setup.exe')).not.toBeInTheDocument();
  });

  it("shows the server's refusal (a 413 naming the limit) beside the file and as a toast", async () => {
    const user = userEvent.setup();
    const { api, picker } = await renderForm();
    await user.upload(picker, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    // While it uploads, its icon follows the type the browser reports.
    expect(screen.getByRole('progressbar', { name: 'Uploading scan.pdf' }).closest('li')!.querySelector('svg.lucide-file-text')).not.toBeNull();
    await lastRequest().respond(413, { message: FILE_MSG.tooLarge(10) });
    const row = within(screen.getByRole('list', { name: 'Attached files and links' })).getByText('scan.pdf').closest('li')!;
    expect(within(row).getByRole('alert')).toHaveTextContent(FILE_MSG.tooLarge(10));
    expect(await screen.findByText(FILE_MSG.tooLarge(10), { selector: '[data-sonner-toast] *' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Material' }));
    await waitFor(() => expect(sentBody(api, 'PUT')).toBeDefined());
    expect(sentBody(api, 'PUT')!.attachments).toEqual([
      { kind: 'file', file: 'f1' },
      { kind: 'link', url: 'https://example.com/lenses', name: 'Lenses' },
    ]);
  });

  it('waits for uploads before saving; removing an upload cancels it, or deletes it once made', async () => {
    const user = userEvent.setup();
    const { api, picker } = await renderForm();
    await user.upload(picker, new File(['a'], 'slow.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Update Material' }));
    expect(await screen.findByText(ATTACHMENT_TEXT.waitForUploads)).toBeInTheDocument();
    expect(sentBody(api, 'PUT')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Remove slow.txt' }));
    expect(lastRequest().aborted).toBe(true);

    await user.upload(picker, new File(['b'], 'notes.txt', { type: 'text/plain' }));
    await lastRequest().respond(201, uploaded('u1', 'notes.txt', 'text/plain; charset=utf-8', 1));
    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/files/u1')).toBe(true));
  });

  it('takes files dropped on the drop zone, which is a button that opens the file picker', async () => {
    const user = userEvent.setup();
    await renderForm();
    const zone = screen.getByRole('button', { name: /Choose files or drag them here/ });
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click');
    zone.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();

    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(lastRequest().file.name).toBe('photo.jpg');
    expect(screen.getByRole('progressbar', { name: 'Uploading photo.jpg' })).toBeInTheDocument();
  });

  it('accepts only http(s) links, saying so beside the field', async () => {
    const user = userEvent.setup();
    await renderForm();
    const url = screen.getByLabelText('Link address');
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_URL_INVALID);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('javascript:alert(1)', { selector: 'li *' })).not.toBeInTheDocument();
  });

  it('keeps the spec\'s check of the fields first', async () => {
    const user = userEvent.setup();
    await renderForm(null);
    await user.click(screen.getByRole('button', { name: 'Create Material' }));
    expect(await screen.findByText(MSG.fillAllFields)).toBeInTheDocument();
  });
});
