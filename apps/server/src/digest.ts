import { existsSync } from 'node:fs';
import { loadConfigOrExit } from './config';
import { createDb } from './db/database';
import { sqliteFile } from './db/open';
import { loadOrCreateJwtSecret } from './lib/secret';
import { assertSchemaOfThisBuild } from './modules/archive/schema-level';
import { EmailDeliverer } from './modules/email/deliverer';
import { describeDigestNow, sendDigestNow } from './modules/email/digest-now';
import { emailEnabled } from './modules/email/email-config';
import { unsubscribeUrl } from './modules/email/email-plugin';
import { smtpMailer } from './modules/email/mailer';
import { UnsubscribeTokens } from './modules/email/unsubscribe-tokens';

const USAGE = 'usage: npm run digest [-- --to <address>]';

/**
 * `npm run digest [-- --to <address>]`: emails now what waits to be emailed (docs/notifications.md),
 * daily digests included without their day's wait, to everyone or to one address, with the server's
 * own configuration (database, SMTP_URL, MAIL_FROM, PUBLIC_URL), while the server keeps running; a
 * school checks its mail set-up with it. Prints each email sent or refused; exits 1 when one failed.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const to = args[0] === '--to' ? args[1] : undefined;
  if ((args.length > 0 && (args[0] !== '--to' || !to)) || args.length > 2) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  if (!emailEnabled(config)) {
    console.error('lyceum: email is off: set SMTP_URL, MAIL_FROM and PUBLIC_URL (docs/notifications.md#email)');
    process.exit(1);
  }
  if (!config.DATABASE_URL && !existsSync(sqliteFile(config))) {
    console.error(`lyceum: no database at ${sqliteFile(config)} (is DATA_DIR right?)`);
    process.exit(1);
  }
  const db = config.DATABASE_URL
    ? createDb({ dialect: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
    : createDb({ dialect: 'sqlite', file: sqliteFile(config) });
  const tokens = new UnsubscribeTokens(loadOrCreateJwtSecret(config.DATA_DIR, config.JWT_SECRET));
  const mailer = smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  let failed = false;
  try {
    await assertSchemaOfThisBuild(db);
    const deliverer = new EmailDeliverer(db.kysely, mailer, {
      publicUrl: config.PUBLIC_URL,
      unsubscribeUrl: (userId, scope) => unsubscribeUrl(config.PUBLIC_URL, tokens.sign({ userId, scope })),
      onError: (error) => console.error(`lyceum: ${error instanceof Error ? error.message : String(error)}`),
      onFailure: () => undefined,
    });
    const report = await sendDigestNow(db.kysely, deliverer, to === undefined ? {} : { to });
    for (const line of describeDigestNow(report, to)) console.log(line);
    failed = report.unknownAddress !== undefined || report.deliveries.some((d) => d.error !== undefined);
  } finally {
    mailer.close();
    await db.close();
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`lyceum: digest failed: ${message}`);
  process.exit(1);
});
