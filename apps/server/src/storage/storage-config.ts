import { z } from 'zod';
import { UPLOAD_MB_DEFAULT } from '@lyceum/shared/limits';
import { envWholeNumber } from '../lib/env-number';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * The environment variables of file storage (docs/files.md), spread into config.ts's schema.
 * S3_BUCKET switches from the disk (DATA_DIR/files) to an S3-compatible bucket.
 */
export const storageEnv = {
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  MAX_UPLOAD_MB: envWholeNumber(1, 10_240).default(UPLOAD_MB_DEFAULT),
  STORAGE_QUOTA_GB: z.coerce.number({ error: 'must be a number of gigabytes' }).positive('must be more than 0').max(1_000_000, 'must be at most 1000000').optional(),
};
