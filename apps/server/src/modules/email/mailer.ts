import nodemailer from 'nodemailer';
import { oneLine } from './email-text';

export interface OutgoingEmail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe address (RFC 8058); none for an invitation. */
  unsubscribeUrl?: string;
}

/** Sends one email; resolves once the SMTP server has accepted it. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * A failed send. `serverWide`: the server could not be reached or would not talk (refused, timed
 * out, TLS, authentication), so every email would fail alike and the run stops; otherwise the
 * server refused this message or recipient (a 4xx or 5xx to RCPT TO or DATA) and the others go on.
 */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly serverWide: boolean,
  ) {
    super(message);
  }
}

/** What the admin reads of a failure: the server's answer or the connection's error, on one line. */
const describe = (error: unknown): string => oneLine(error instanceof Error ? error.message : String(error), 500) || 'unknown error';

/** Codes of a refusal of this message or recipient, after a working conversation with the server. */
const MESSAGE_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

/**
 * Bounds for a slow or silent server, so a run never hangs on one (nodemailer's own defaults wait
 * up to 2 and 10 minutes). A query string of SMTP_URL may still change them (`?socketTimeout=60000`).
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP through nodemailer: one connection per email (a school's mail is a few hundred a day, and
 * a fresh connection means no pooled one can be left broken by a server restart). Attachments from
 * files or URLs are refused outright: our emails never carry any.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ ...TIMEOUTS, url: smtpUrl, disableFileAccess: true, disableUrlAccess: true });
  return {
    async send(email) {
      try {
        await transport.sendMail({
          from,
          to: { name: oneLine(email.to.name, 200), address: email.to.address },
          subject: oneLine(email.subject),
          text: email.text,
          html: email.html,
          headers: {
            'Auto-Submitted': 'auto-generated',
            ...(email.unsubscribeUrl ? { 'List-Unsubscribe': `<${email.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
          },
        });
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        throw new SendFailure(describe(error), !MESSAGE_CODES.has(code));
      }
    },
    close() {
      transport.close();
    },
  };
}
