import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { KickedLoop } from '../../lib/kicked-loop';
import * as repo from './email.repository';
import { SendFailure, type Mailer } from './mailer';
import { resolveLocale } from '@lyceum/shared/i18n';
import { schoolDefaultLocale } from '../school-settings/school-settings.repository';
import { composeNotificationEmail } from './notification-email';
import type { UnsubscribeScope } from './unsubscribe-tokens';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Notifications older than this when their turn comes are not emailed any more (email was off, or failing all week). */
export const EMAIL_MAX_AGE_MS = 7 * DAY;
/** How often due digests and retries are looked for besides the kicks. */
export const EMAIL_SWEEP_MS = MINUTE;
/** A recipient is held this long by the process emailing them: longer than any send can take (mailer.ts bounds them). */
const LEASE_MS = 5 * MINUTE;
/** Recipients read per query; notifications listed per email (the rest are counted: "and 40 more"). */
const RECIPIENTS_PER_QUERY = 100;
const ITEMS_PER_EMAIL = 200;
const STALE_SWEEP_EVERY_MS = 60 * MINUTE;

/** After `failures` failures in a row: 1, 2, 4, 8... minutes, at most an hour. */
export const backoffMs = (failures: number): number => Math.min(60 * MINUTE, MINUTE * 2 ** Math.min(failures, 6));

export interface DelivererOptions {
  publicUrl: string;
  unsubscribeUrl(userId: string, scope: UnsubscribeScope): string;
  onError(error: unknown): void;
  onFailure(failure: SendFailure, userId: string): void;
}

export interface RunResult {
  sent: number;
  failed: number;
}

/** One email a run sent or failed to send, for whoever asked to send now (digest-now.ts). */
export interface Delivery {
  to: string;
  name: string;
  digest: boolean;
  /** Notifications it carried (the "and N more" included). */
  notifications: number;
  subject: string;
  /** Why it was not sent; absent when the SMTP server took it. */
  error?: string;
}

export interface RunOptions {
  /** Send now: see repo.SendNow. */
  now?: repo.SendNow;
  /** Told of each email sent or failed. */
  onDelivery?(delivery: Delivery): void;
}

/**
 * Emails the notifications whose recipients chose email: the outbox's second consumer. Each run
 * takes the recipients who are due (immediate ones at once, daily ones once their digest is due),
 * holds each with a lease so no other process emails them meanwhile, sends ONE email per
 * recipient for everything pending, and marks those notifications emailed right after the SMTP
 * server accepted it: a crash between the two sends that email again after the lease (at least
 * once), never loses it. A failure puts the recipient back by an exponential backoff; a server
 * that cannot be reached also pauses the whole deliverer for as long, so a run never knocks on a
 * dead server once per recipient. Runs after each commit of events (a kick: the request that made
 * the notification has answered already and never waits for SMTP), every EMAIL_SWEEP_MS, and at
 * start-up.
 */
export class EmailDeliverer {
  private readonly loop: KickedLoop;
  private lastStaleSweep = 0;
  private serverFailures = 0;
  /** No attempt before this (ms since the epoch) after the server could not be reached. */
  private serverRetryAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly options: DelivererOptions,
  ) {
    this.loop = new KickedLoop(() => this.runOnce(), (error) => options.onError(error));
  }

  /** Runs soon; kicks during a run make it go round once more. */
  kick(): void {
    this.loop.kick();
  }

  /** Resolves when no run is in progress or kicked (tests). */
  async idle(): Promise<void> {
    await this.loop.idle();
  }

  /** Whether the SMTP server is being waited out (the invitation job fails fast meanwhile). */
  serverPaused(nowMs = Date.now()): boolean {
    return nowMs < this.serverRetryAt;
  }

  /** The server failed to talk (here or in the invitation job): pause every attempt for a growing while. */
  serverDown(nowMs = Date.now()): void {
    this.serverRetryAt = nowMs + backoffMs(this.serverFailures);
    this.serverFailures += 1;
  }

  /** The server took an email: no more pause. */
  serverUp(): void {
    this.serverFailures = 0;
    this.serverRetryAt = 0;
  }

  /**
   * Emails every due recipient, as of `nowMs` (tests pass a later time to see retries and digests
   * come due without waiting). Answers how many emails went and failed.
   */
  async runOnce(nowMs = Date.now(), options: RunOptions = {}): Promise<RunResult> {
    const result: RunResult = { sent: 0, failed: 0 };
    if (this.serverPaused(nowMs)) return result;
    const at = { now: iso(nowMs), dayAgo: iso(nowMs - DAY), weekAgo: iso(nowMs - EMAIL_MAX_AGE_MS) };
    if (nowMs - this.lastStaleSweep >= STALE_SWEEP_EVERY_MS) {
      this.lastStaleSweep = nowMs;
      await repo.markStale(this.db, at.weekAgo, at.now);
    }
    while (!this.loop.stopped) {
      const due = await repo.dueRecipients(this.db, at, RECIPIENTS_PER_QUERY, options.now);
      let progressed = false;
      for (const recipient of due) {
        if (this.loop.stopped) break;
        if (!(await repo.claim(this.db, recipient.user_id, at.now, iso(nowMs + LEASE_MS), options.now !== undefined))) continue;
        progressed = true;
        const outcome = await this.deliver(recipient, at, nowMs, options.onDelivery);
        if (outcome === 'sent') result.sent += 1;
        if (outcome === 'failed' || outcome === 'server down') result.failed += 1;
        if (outcome === 'server down') return result;
      }
      if (due.length < RECIPIENTS_PER_QUERY || !progressed) break;
    }
    return result;
  }

  /** One email to one claimed recipient: everything pending, as one email or the digest. */
  private async deliver(
    recipient: repo.DueRecipient,
    at: { now: string; weekAgo: string },
    nowMs: number,
    onDelivery?: (delivery: Delivery) => void,
  ): Promise<'sent' | 'failed' | 'server down' | 'nothing'> {
    const { items, maxId, total } = await repo.pendingFor(this.db, recipient.user_id, at.weekAgo, ITEMS_PER_EMAIL);
    if (items.length === 0) {
      await repo.release(this.db, recipient.user_id);
      return 'nothing';
    }
    const digest = recipient.digest === 'daily';
    // In the recipient's language (their choice, else the school's: an email answers no browser) and zone.
    const locale = resolveLocale({ user: recipient.locale, school: await schoolDefaultLocale(this.db) });
    const email = composeNotificationEmail(recipient.name, items, {
      locale,
      timeZone: recipient.time_zone,
      mode: digest ? 'daily' : 'immediate',
      more: Math.max(0, total - items.length),
      publicUrl: this.options.publicUrl,
      unsubscribeUrl: (scope) => this.options.unsubscribeUrl(recipient.user_id, scope),
    });
    const delivery: Delivery = { to: recipient.email, name: recipient.name, digest, notifications: new Set(items.map((item) => item.event_id)).size + Math.max(0, total - items.length), subject: email.subject };
    try {
      await this.mailer.send({ to: { name: recipient.name, address: recipient.email }, subject: email.subject, text: email.text, html: email.html, unsubscribeUrl: email.unsubscribe });
    } catch (error) {
      const failure = error instanceof SendFailure ? error : new SendFailure(String(error), true);
      onDelivery?.({ ...delivery, error: failure.message });
      const failedAt = Date.now();
      await repo.failed(this.db, recipient.user_id, iso(failedAt), iso(Math.max(nowMs, failedAt) + backoffMs(recipient.attempts)), failure.message);
      this.options.onFailure(failure, recipient.user_id);
      if (!failure.serverWide) return 'failed';
      this.serverDown(Math.max(nowMs, failedAt));
      return 'server down';
    }
    this.serverUp();
    const sentAt = iso(Math.max(nowMs, Date.now()));
    await this.db.transaction().execute(async (trx) => {
      await repo.markEmailed(trx, recipient.user_id, maxId, sentAt);
      await repo.succeeded(trx, recipient.user_id, sentAt, digest);
    });
    onDelivery?.(delivery);
    return 'sent';
  }

  /** Runs now and every EMAIL_SWEEP_MS. */
  start(): void {
    this.loop.start(EMAIL_SWEEP_MS);
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }
}

const iso = (ms: number): string => new Date(ms).toISOString();
