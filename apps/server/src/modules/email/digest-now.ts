import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Delivery, EmailDeliverer } from './deliverer';

export interface DigestNowReport {
  /** Each email sent or failed, in order. */
  deliveries: Delivery[];
  /** The one address asked for, when no user has it. */
  unknownAddress?: string;
}

/**
 * Sends now what the deliverer would send later (`npm run digest`, docs/operations.md): one email
 * to every active user with notifications waiting to be emailed, daily digests included without
 * their day's wait, or to the one user with the address `to`. It is the deliverer's own run
 * (deliverer.ts) with the wait lifted: the same lease, so a server running beside it never sends
 * the same notifications twice, and the same marking, so they are not sent again.
 */
export async function sendDigestNow(db: Kysely<Database>, deliverer: EmailDeliverer, options: { to?: string; nowMs?: number } = {}): Promise<DigestNowReport> {
  let userId: string | undefined;
  if (options.to !== undefined) {
    const address = options.to.trim().toLowerCase();
    const user = await db.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst();
    if (!user) return { deliveries: [], unknownAddress: address };
    userId = user.id;
  }
  const deliveries: Delivery[] = [];
  await deliverer.runOnce(options.nowMs ?? Date.now(), { now: userId === undefined ? {} : { userId }, onDelivery: (delivery) => deliveries.push(delivery) });
  return { deliveries };
}

/** The report as the command prints it, a line per email and a last line of totals. */
export function describeDigestNow(report: DigestNowReport, to?: string): string[] {
  if (report.unknownAddress !== undefined) return [`No user has the address ${report.unknownAddress}.`];
  const lines = report.deliveries.map((d) => {
    const what = `${d.digest ? 'daily digest' : 'email'} of ${d.notifications} ${d.notifications === 1 ? 'notification' : 'notifications'}`;
    return d.error === undefined ? `Sent to ${d.to}: ${what}, "${d.subject}"` : `NOT sent to ${d.to}: ${what}: ${d.error}`;
  });
  const sent = report.deliveries.filter((d) => d.error === undefined).length;
  const failed = report.deliveries.length - sent;
  if (report.deliveries.length === 0) return [to === undefined ? 'Nothing is waiting to be emailed: no email sent.' : `Nothing is waiting to be emailed to ${to}: no email sent.`];
  return [...lines, `${sent} sent, ${failed} failed.`];
}
