import { createHash } from 'node:crypto';
import type { ImportRecord } from '@lyceum/shared/imports';

/**
 * What a plan holds depends on the parser: bump this whenever parsing changes it (a new field read,
 * a new check), so a plan stored by an older parser is never reused for the same file.
 */
export const PLAN_FORMAT = 2;

/**
 * The key a previewed file's plan is found again by: its bytes' SHA-256, with the import's kind and
 * the plan's format. The same bundle sent again (a student information system's nightly export) is
 * then not parsed again.
 */
export const sourceHash = (kind: ImportRecord['kind'], bytes: Buffer): string =>
  createHash('sha256').update(`${kind}\n${PLAN_FORMAT}\n`).update(bytes).digest('hex');
