import { describe, expect, it } from 'vitest';
import { isBundle } from '@/features/imports/lib/file-kind';

describe('isBundle', () => {
  it('takes a .zip (whatever type the browser gives it) as a OneRoster bundle, a .csv as a users CSV', () => {
    expect(isBundle({ name: 'roster.ZIP', type: '' })).toBe(true);
    expect(isBundle({ name: 'roster.zip', type: 'application/x-zip-compressed' })).toBe(true);
    expect(isBundle({ name: 'users.csv', type: 'application/vnd.ms-excel' })).toBe(false);
    expect(isBundle({ name: 'export', type: 'application/zip' })).toBe(true);
    expect(isBundle({ name: 'export', type: 'text/plain' })).toBe(false);
  });
});
