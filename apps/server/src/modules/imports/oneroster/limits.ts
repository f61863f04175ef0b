import { ONEROSTER_ZIP_MAX_BYTES } from '@lyceum/shared/imports';

/**
 * What a OneRoster bundle may cost the server to read. A district of 20,000 users and 35,000
 * enrollments is about 6 MB of CSV (under 1 MB zipped), so these leave room for far larger
 * schools while a zip bomb or a 100 MB CSV is refused long before it fills memory.
 */
export interface BundleLimits {
  /** The zip itself, as uploaded. */
  maxZipBytes: number;
  /** Entries in the zip's directory, counted before any is read. */
  maxEntries: number;
  /** One file, counted as it inflates (the sizes the zip declares are checked too, never trusted). */
  maxEntryBytes: number;
  /** All the files read, together, counted as they inflate. */
  maxTotalBytes: number;
}

export const BUNDLE_LIMITS: BundleLimits = {
  maxZipBytes: ONEROSTER_ZIP_MAX_BYTES,
  maxEntries: 64,
  maxEntryBytes: 60 * 1024 * 1024,
  maxTotalBytes: 150 * 1024 * 1024,
};
