import type { FastifyInstance } from 'fastify';
import { onEventsCommitted } from '../events/outbox';
import { EmailDeliverer } from './deliverer';
import { emailEnabled } from './email-config';
import { sendInvitationEmail } from './invitation-emails';
import { smtpMailer, type SendFailure } from './mailer';
import { UnsubscribeTokens } from './unsubscribe-tokens';

export interface EmailContext {
  /** SMTP_URL and MAIL_FROM are set. */
  enabled: boolean;
  tokens: UnsubscribeTokens;
  /** Null when email is off. */
  deliverer: EmailDeliverer | null;
  /** The jobs runner's handler of an invitation's email (jobs/runner.ts). */
  sendInvitation(payload: string): Promise<void>;
  /** Emails what is due soon: notifications (the deliverer) and queued invitations (the jobs runner). */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailContext;
  }
}

export interface EmailOptions {
  jwtSecret: string;
  env: { SMTP_URL?: string | undefined; MAIL_FROM?: string | undefined; PUBLIC_URL?: string | undefined };
}

/** The one-click unsubscribe address of a token. */
export const unsubscribeUrl = (publicUrl: string, token: string): string => `${publicUrl.replace(/\/+$/, '')}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Email, when SMTP is set up: the deliverer of notifications (kicked after every commit of events,
 * beside the dispatcher) and the invitations' emails (a job). Register after the events and the
 * jobs: it listens to the one and kicks the other. With email off, nothing runs and nothing is sent.
 */
export function registerEmail(app: FastifyInstance, options: EmailOptions): void {
  const tokens = new UnsubscribeTokens(options.jwtSecret);
  const env = options.env;
  if (!emailEnabled(env)) {
    app.decorate('email', {
      enabled: false,
      tokens,
      deliverer: null,
      // A job queued while email was on, run after it was turned off: nothing to send it with.
      sendInvitation: async () => app.log.warn('an invitation email was queued but email is off (SMTP_URL, MAIL_FROM): not sent'),
      kick: () => undefined,
    });
    return;
  }
  const mailer = smtpMailer(env.SMTP_URL, env.MAIL_FROM);
  const onFailure = (failure: SendFailure, userId: string) => app.log.warn({ userId, serverWide: failure.serverWide, reason: failure.message }, 'email not sent; will retry');
  const deliverer = new EmailDeliverer(app.db.kysely, mailer, {
    publicUrl: env.PUBLIC_URL,
    unsubscribeUrl: (userId, scope) => unsubscribeUrl(env.PUBLIC_URL, tokens.sign({ userId, scope })),
    onError: (error) => app.log.error({ err: error }, 'email delivery failed'),
    onFailure,
  });
  const sender = {
    db: app.db.kysely,
    secret: options.jwtSecret,
    publicUrl: env.PUBLIC_URL,
    mailer,
    serverPaused: () => deliverer.serverPaused(),
    serverDown: () => deliverer.serverDown(),
    serverUp: () => deliverer.serverUp(),
    onFailure,
  };
  app.decorate('email', {
    enabled: true,
    tokens,
    deliverer,
    sendInvitation: (payload: string) => sendInvitationEmail(sender, payload),
    kick: () => {
      deliverer.kick();
      app.jobs.kick();
    },
  });
  const stopKicks = onEventsCommitted(app.db.kysely, () => deliverer.kick());
  app.addHook('onReady', async () => deliverer.start());
  app.addHook('onClose', async () => {
    stopKicks();
    await deliverer.stop();
    mailer.close();
  });
}
