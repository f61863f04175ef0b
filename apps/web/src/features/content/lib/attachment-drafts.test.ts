import { describe, expect, it } from 'vitest';
import type { Attachment, FileAttachment } from '@lyceum/shared/files';
import { attachmentRequests, countedDrafts, draftName, draftsFrom, type DraftAttachment } from '@/features/content/lib/attachment-drafts';

const pdf: FileAttachment = {
  kind: 'file',
  _id: 'f1',
  name: 'notes.pdf',
  size: 2048,
  type: 'application/pdf',
  url: '/api/files/f1?access=x',
  previewUrl: '/api/files/f1?access=x&inline=1',
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const named: Attachment = { kind: 'link', url: 'https://example.com/a', name: 'Reading', host: 'example.com' };
// The server shows a link given no name under its URL.
const unnamed: Attachment = { kind: 'link', url: 'https://example.com/b', name: 'https://example.com/b', host: 'example.com' };

describe('attachment drafts', () => {
  it('send back what a record has, in order, keeping an unnamed link unnamed', () => {
    const drafts = draftsFrom([named, pdf, unnamed]);
    expect(attachmentRequests(drafts)).toEqual([
      { kind: 'link', url: 'https://example.com/a', name: 'Reading' },
      { kind: 'file', file: 'f1' },
      { kind: 'link', url: 'https://example.com/b' },
    ]);
    expect(drafts.map(draftName)).toEqual(['Reading', 'notes.pdf', 'https://example.com/b']);
  });

  it('leave out uploads still running or failed; a failed one does not count towards the limit', () => {
    const drafts: DraftAttachment[] = [
      { key: 'a', status: 'uploading', name: 'big.mp4', size: 10, type: 'video/mp4', progress: 0.5 },
      { key: 'b', status: 'failed', name: 'setup.exe', size: 10, error: 'no' },
      { key: 'c', status: 'link', url: 'https://example.com', name: '', host: 'example.com' },
    ];
    expect(attachmentRequests(drafts)).toEqual([{ kind: 'link', url: 'https://example.com' }]);
    expect(countedDrafts(drafts)).toBe(2);
  });
});
