import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('names the variable and what is wrong with it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError('Invalid environment variable PORT: must be a whole number from 0 to 65535'));
    expect(() => loadConfig({ SQLITE_READ_THREADS: 'many' })).toThrow(new ConfigError('Invalid environment variable SQLITE_READ_THREADS: must be a whole number from 0 to 16'));
    expect(() => loadConfig({ SQLITE_READ_THREADS: '1.5' })).toThrow(new ConfigError('Invalid environment variable SQLITE_READ_THREADS: must be a whole number from 0 to 16'));
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('Invalid environment variable DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  // JavaScript's Number() reads these as 1000, 16 and 0: a number is written in digits.
  it('refuses numbers in any notation but digits', () => {
    for (const value of ['1e3', '0x10', '0b1', '+5', '5 threads']) {
      expect(() => loadConfig({ SQLITE_READ_THREADS: value }), value).toThrow(new ConfigError('Invalid environment variable SQLITE_READ_THREADS: must be a whole number from 0 to 16'));
    }
    expect(loadConfig({ SQLITE_READ_THREADS: '4' }).SQLITE_READ_THREADS).toBe(4);
  });

  // Regression: a number out of its range was told it "must be a number".
  it('names the range of a number that is out of it', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(new ConfigError('Invalid environment variable PORT: must be a whole number from 0 to 65535'));
    expect(() => loadConfig({ SQLITE_READ_THREADS: '-1' })).toThrow(new ConfigError('Invalid environment variable SQLITE_READ_THREADS: must be a whole number from 0 to 16'));
    expect(() => loadConfig({ MAX_UPLOAD_MB: '0' })).toThrow(new ConfigError('Invalid environment variable MAX_UPLOAD_MB: must be a whole number from 1 to 10240'));
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' })).toThrow(new ConfigError('Invalid environment variable REQUEST_TIMEOUT_SECONDS: must be a whole number from 15 to 86400'));
    expect(() => loadConfig({ STORAGE_QUOTA_GB: '2000000' })).toThrow(new ConfigError('Invalid environment variable STORAGE_QUOTA_GB: must be at most 1000000'));
    expect(() => loadConfig({ STORAGE_QUOTA_GB: 'lots' })).toThrow(new ConfigError('Invalid environment variable STORAGE_QUOTA_GB: must be a number of gigabytes'));
  });

  it('treats unset and blank alike: the default', () => {
    expect(loadConfig({}).SQLITE_READ_THREADS).toBeUndefined();
    expect(loadConfig({ SQLITE_READ_THREADS: '  ' }).SQLITE_READ_THREADS).toBeUndefined();
    expect(loadConfig({ SQLITE_READ_THREADS: '0' }).SQLITE_READ_THREADS).toBe(0);
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});
