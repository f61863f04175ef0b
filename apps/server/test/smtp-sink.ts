import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One email as the SMTP server received it: the envelope, the raw message, and mailparser's reading of it. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  /** SMTP_URL for the app (plain SMTP on 127.0.0.1: no STARTTLS offered, no authentication). */
  url: string;
  received: ReceivedMail[];
  /** Sessions opened (greeted), including those whose message was refused. */
  connections(): number;
  /** Answers each message's DATA with this reply (e.g. 451) until called with null. */
  refuse(reply: { code: number; message: string } | null): void;
  /** Stops listening: connecting is refused, as with a server that is down. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** Resolves once `count` emails have arrived in all; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** The To header's addresses of a parsed email. */
export const toAddresses = (mail: ParsedMail): string[] => ([mail.to ?? []].flat() as AddressObject[]).flatMap((to) => to.value.map((v) => v.address ?? ''));

/** A header as sent, unfolded (mailparser turns some, like the List-* ones, into objects). */
export const header = (mail: ParsedMail, name: string): string =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n[ \t]+/g, ' ') ?? '';

/** The raw header section of an email (up to the first empty line). */
export const rawHeaders = (raw: string): string => raw.split(/\r?\n\r?\n/)[0] ?? '';

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1, on a free port, that keeps what it
 * receives and parses it with mailparser; the test can make it refuse messages or go down and come
 * back on the same port.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | null = null;
  let connections = 0;
  let server: SMTPServer | null = null;
  let port = 0;
  const waiters = new Set<() => void>();

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onConnect(_session, callback) {
          connections += 1;
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            if (refusal) {
              callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
              return;
            }
            const raw = Buffer.concat(chunks).toString('utf8');
            simpleParser(raw)
              .then((parsed) => {
                const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
                received.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, raw, parsed });
                waiters.forEach((wake) => wake());
                callback();
              })
              .catch((error: unknown) => callback(error as Error));
          });
        },
      });
      smtp.on('error', () => undefined);
      smtp.server.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => {
        port = (smtp.server.address() as { port: number }).port;
        server = smtp;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const smtp = server;
      server = null;
      if (!smtp) return resolve();
      smtp.close(() => resolve());
    });

  await listen();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    refuse(reply) {
      refusal = reply;
    },
    down: stop,
    up: listen,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} emails, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: stop,
  };
}
