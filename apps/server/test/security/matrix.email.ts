import { EMAIL_MSG } from '@lyceum/shared/email';
import { adminOnly, ok, publicAnswer, refuse, type MatrixRow } from './matrix-types';
import type { Scene } from './scene';

/** The unsubscribe address of a fresh user's emails about comments (a cell's own user: the POST changes their choice). */
async function unsubscribePath(s: Scene): Promise<string> {
  const user = await s.ctx.factories.user('student');
  await s.ctx.db.kysely.insertInto('notification_preferences').values({ user_id: user.id, kind: 'comment', channel: 'both', updated_at: new Date().toISOString() }).execute();
  return `/api/notifications/unsubscribe?token=${encodeURIComponent(s.ctx.app.email.tokens.sign({ userId: user.id, scope: 'comment' }))}`;
}

/** A token of the right shape for the scene's student, signed by nobody. */
const forgedPath = (s: Scene) => `/api/notifications/unsubscribe?token=${s.users.student.id}.comment.${'A'.repeat(43)}`;

/**
 * Email: unsubscribing is public (the token in an email's address is the credential, an
 * Authorization header is not looked at), so every caller gets the same answer for the same
 * token; the delivery status is the admins'.
 */
export const EMAIL_ROWS: MatrixRow[] = [
  { route: 'GET /api/notifications/unsubscribe', variant: 'a working link', call: async (s) => ({ url: await unsubscribePath(s) }), expect: publicAnswer(ok(200)) },
  { route: 'GET /api/notifications/unsubscribe', variant: 'a forged token', call: async (s) => ({ url: forgedPath(s) }), expect: publicAnswer(refuse(404, EMAIL_MSG.unsubscribeNotFound)) },
  {
    route: 'POST /api/notifications/unsubscribe',
    variant: 'a working link',
    call: async (s) => ({ url: await unsubscribePath(s), payload: Buffer.from('List-Unsubscribe=One-Click'), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    expect: publicAnswer(ok(200)),
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    variant: 'a forged token',
    call: async (s) => ({ url: forgedPath(s), payload: Buffer.from('List-Unsubscribe=One-Click'), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    expect: publicAnswer(refuse(404, EMAIL_MSG.unsubscribeNotFound)),
  },
  { route: 'GET /api/admin/email-status', call: async () => ({ url: '/api/admin/email-status' }), expect: adminOnly(200) },
];
