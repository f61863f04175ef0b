import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/features/content/lib/file-size';

describe('formatFileSize', () => {
  it('shows bytes below a kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(900)).toBe('900 B');
  });

  it('uses binary multiples, one decimal below ten and none above', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(12_345)).toBe('12 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('moves up a unit rather than showing 1024 of the one below', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
  });
});
