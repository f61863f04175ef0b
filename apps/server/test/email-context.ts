import type { EmailDeliverer } from '../src/modules/email/deliverer';
import { createTestContext, type TestContext } from './context';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

export const MAIL_FROM = 'Lyceum <noreply@school.test>';
export const PUBLIC_URL = 'https://lyceum.school.test';

export interface EmailTestContext {
  ctx: TestContext;
  sink: SmtpSink;
  deliverer: EmailDeliverer;
  close(): Promise<void>;
}

/**
 * The app with email on, sending to a real SMTP server of the test's own on 127.0.0.1.
 * `smtpQuery` adds nodemailer options to SMTP_URL (short timeouts for a silent server).
 */
export async function createEmailTestContext(options: { smtpUrl?: (sink: SmtpSink) => string } = {}): Promise<EmailTestContext> {
  const sink = await startSmtpSink();
  const ctx = await createTestContext({ env: { SMTP_URL: options.smtpUrl?.(sink) ?? sink.url, MAIL_FROM, PUBLIC_URL } });
  const deliverer = ctx.app.email.deliverer;
  if (!deliverer) throw new Error('email should be on');
  return {
    ctx,
    sink,
    deliverer,
    async close() {
      await ctx.close();
      await sink.close();
    },
  };
}

/** The token of an email's List-Unsubscribe address. */
export function unsubscribeToken(listUnsubscribe: string): string {
  const match = /<(https:\/\/[^>]+)>/.exec(listUnsubscribe);
  if (!match?.[1]) throw new Error(`no https address in List-Unsubscribe: ${listUnsubscribe}`);
  return new URL(match[1]).searchParams.get('token') ?? '';
}
