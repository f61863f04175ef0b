import { z } from 'zod';
import { envWholeNumber } from './lib/env-number';
import { trustProxySchema } from './lib/trust-proxy';
import { emailEnv, emailRules } from './modules/email/email-config';
import { ssoEnv } from './modules/sso/sso-env';
import { storageEnv } from './storage/storage-config';

/**
 * Every environment variable Lyceum reads, parsed and validated once.
 * A wrong value stops start-up with one line naming the variable.
 */
const envSchema = z.object({
  PORT: envWholeNumber(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SQLITE_READ_THREADS: envWholeNumber(0, 16).optional(),
  DATABASE_POOL_SIZE: envWholeNumber(1, 200).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: envWholeNumber(1, 24 * 365).default(24 * 7),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').max(200).optional(),
  ADMIN_NAME: z.string().trim().min(1).max(100).default('Administrator'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  REDIS_URL: z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL').optional(),
  LOGIN_RATE_LIMIT: envWholeNumber(1, 100_000).default(10),
  API_RATE_LIMIT: envWholeNumber(1, 10_000_000).default(6000),
  /** Days an invitation (set-password) link works. */
  INVITE_TTL_DAYS: envWholeNumber(1, 365).default(7),
  /** Where users reach the web app, for links the server hands out (invitations); else the request's origin. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http:// or https:// URL without query or fragment')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  ...storageEnv,
  ...emailEnv,
  /** Single sign-on for automated installs (docs/sso.md); the admin screen does the same. */
  ...ssoEnv,
  /** Seconds a client may take to send one whole request, body included (see lib/http-timeouts.ts). */
  REQUEST_TIMEOUT_SECONDS: envWholeNumber(15, 86_400).default(600),
  /** Event streams one user may open per minute (a reconnecting loop beyond it gets 429). */
  EVENT_STREAMS_PER_MINUTE: envWholeNumber(1, 1_000_000).default(30),
  /**
   * TEST ONLY, never set in production: milliseconds the outbox waits before publishing events, so
   * a test can kill the server between a change's commit and its delivery (test/outbox-sigkill.test.ts).
   */
  TEST_ONLY_OUTBOX_DELAY_MS: envWholeNumber(0, 600_000).optional(),
}).superRefine(emailRules);

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Unset and empty variables both mean "use the default". */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(withoutBlanks(env));
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  return result.data;
}

/** For the command-line scripts (backup, restore, seeds): the config, or one line naming the bad variable and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`lyceum: ${error instanceof ConfigError ? error.message : String(error)}`);
    process.exit(1);
  }
}
