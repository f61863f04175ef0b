import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('names the variable and what is wrong with it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('Invalid environment variable PORT: must be a number');
    expect(() => loadConfig({ SQLITE_READ_THREADS: 'many' })).toThrow('Invalid environment variable SQLITE_READ_THREADS: must be a number');
    expect(() => loadConfig({ SQLITE_READ_THREADS: '1.5' })).toThrow('Invalid environment variable SQLITE_READ_THREADS: must be a whole number');
    expect(() => loadConfig({ SQLITE_READ_THREADS: '-1' })).toThrow(/^Invalid environment variable SQLITE_READ_THREADS: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('Invalid environment variable DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  it('treats unset and blank alike: the default', () => {
    expect(loadConfig({}).SQLITE_READ_THREADS).toBeUndefined();
    expect(loadConfig({ SQLITE_READ_THREADS: '  ' }).SQLITE_READ_THREADS).toBeUndefined();
    expect(loadConfig({ SQLITE_READ_THREADS: '0' }).SQLITE_READ_THREADS).toBe(0);
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});
