import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attachment, FileAttachment } from '@lyceum/shared/files';
import { AttachmentsSection } from '@/features/content/components/attachments-section';

const file = (id: string, name: string, type: string, size: number, preview: boolean): FileAttachment => ({
  kind: 'file',
  _id: id,
  name,
  size,
  type,
  url: `/api/files/${id}?access=sig`,
  previewUrl: preview ? `/api/files/${id}?access=sig&inline=1` : null,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

const attachments: Attachment[] = [
  file('f1', 'syllabus.pdf', 'application/pdf', 1_572_864, true),
  file('f2', 'diagram.png', 'image/png', 20_480, true),
  file('f3', 'grades.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 900, false),
  file('f4', 'lecture.mp3', 'audio/mpeg', 5_000_000, false),
  file('f5', 'code.zip', 'application/zip', 3_000, false),
  { kind: 'link', url: 'https://xn--bcher-kva.example/read', name: 'Further reading', host: 'xn--bcher-kva.example' },
];

const rows = () => screen.getAllByTestId('attachment');

afterEach(() => vi.useRealTimers());

describe('AttachmentsSection', () => {
  it('lists each attachment with its name, kind and readable size, or its host, and a fitting icon', () => {
    render(<AttachmentsSection attachments={attachments} reload={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Attachments (6)', level: 2 })).toBeInTheDocument();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('syllabus.pdfPDF · 1.5 MB'),
      expect.stringContaining('diagram.pngImage · 20 KB'),
      expect.stringContaining('grades.xlsxSpreadsheet · 900 B'),
      expect.stringContaining('lecture.mp3Audio · 4.8 MB'),
      expect.stringContaining('code.zipArchive · 2.9 KB'),
      expect.stringContaining('Further readingxn--bcher-kva.example'),
    ]);
    const icon = (index: number) => rows()[index]!.querySelector('svg.lucide')?.getAttribute('class');
    expect(icon(0)).toContain('lucide-file-text');
    expect(icon(2)).toContain('lucide-file-spreadsheet');
    expect(icon(3)).toContain('lucide-music');
    expect(icon(4)).toContain('lucide-file-archive');
    expect(icon(5)).toContain('lucide-link');
    // An image shows itself as its thumbnail.
    expect(rows()[1]!.querySelector('img')).toHaveAttribute('src', '/api/files/f2?access=sig&inline=1');
  });

  it('offers a download of every file, a preview of images and PDFs only, and opens links in a new tab', () => {
    render(<AttachmentsSection attachments={attachments} reload={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Download grades.xlsx' })).toHaveAttribute('href', '/api/files/f3?access=sig');
    expect(screen.getAllByRole('button', { name: /^Preview / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Preview syllabus.pdf',
      'Preview diagram.png',
    ]);
    const link = screen.getByRole('link', { name: 'Open Further reading (new tab)' });
    expect(link).toHaveAttribute('href', 'https://xn--bcher-kva.example/read');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('previews an image in a dialog, and a PDF in a frame of its preview URL', async () => {
    const user = userEvent.setup();
    render(<AttachmentsSection attachments={attachments} reload={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Preview diagram.png' }));
    // The dialog downloads on the first preview.
    let dialog = await screen.findByRole('dialog', { name: 'diagram.png' });
    expect(within(dialog).getByRole('img', { name: 'diagram.png' })).toHaveAttribute('src', '/api/files/f2?access=sig&inline=1');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/files/f2?access=sig');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'diagram.png' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview syllabus.pdf' }));
    dialog = screen.getByRole('dialog', { name: 'syllabus.pdf' });
    expect(within(dialog).getByTitle('Preview of syllabus.pdf')).toHaveAttribute('src', '/api/files/f1?access=sig&inline=1');
    expect(within(dialog).getByText('PDF · 1.5 MB')).toBeInTheDocument();
  });

  it('shows nothing when there are no attachments', () => {
    const { container } = render(<AttachmentsSection attachments={[]} reload={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads the record again a minute before its links expire', () => {
    vi.useFakeTimers({ now: new Date('2029-12-31T23:00:00.000Z') });
    const reload = vi.fn();
    render(<AttachmentsSection attachments={attachments} reload={reload} />);
    vi.advanceTimersByTime(58 * 60_000);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
