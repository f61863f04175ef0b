import { describe, expect, it } from 'vitest';
import { FILE_MSG } from '@lyceum/shared/messages';
import { pickedKind, precheckUpload } from '@/features/content/lib/upload-precheck';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('precheckUpload', () => {
  it('lets allowed kinds through, whatever the case of their ending', () => {
    expect(precheckUpload(file('notes.pdf', 2 * MB, 'application/pdf'))).toBeNull();
    expect(precheckUpload(file('Photo.JPG', 300_000))).toBeNull();
    expect(precheckUpload(file('grades.xlsx', 10_000))).toBeNull();
    expect(precheckUpload(file('lecture.mp4', 20 * MB, 'video/mp4'))).toBeNull();
  });

  it('leaves a name without an ending to the server, which judges the bytes', () => {
    expect(precheckUpload(file('scan', 50_000))).toBeNull();
  });

  it("refuses a kind the server refuses, with the server's message", () => {
    expect(precheckUpload(file('setup.exe', 1000, 'application/x-msdownload'))).toBe(FILE_MSG.typeNotAllowed);
    expect(precheckUpload(file('drawing.svg', 1000, 'image/svg+xml'))).toBe(FILE_MSG.typeNotAllowed);
  });

  it('refuses an empty file, and leaves the size limit to the server, whose MAX_UPLOAD_MB may be raised', () => {
    expect(precheckUpload(file('empty.txt', 0))).toBe(FILE_MSG.empty);
    // Over the default 25 MB: a school that set MAX_UPLOAD_MB=100 must be able to send it.
    expect(precheckUpload(file('lecture.pdf', 30 * MB, 'application/pdf'))).toBeNull();
  });
});

describe('pickedKind', () => {
  it('tells the kind of a picked file by the type the browser reports, for its icon', () => {
    expect(pickedKind('application/pdf')).toBe('pdf');
    expect(pickedKind('text/plain')).toBe('text');
    expect(pickedKind('IMAGE/PNG')).toBe('image');
    expect(pickedKind('')).toBeNull();
    expect(pickedKind('application/x-msdownload')).toBeNull();
  });
});
