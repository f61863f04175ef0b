import { CALENDAR_MSG } from '@lyceum/shared/calendar';
import { createFeed } from '../../src/modules/calendar/calendar.service';
import { TEST_JWT_SECRET } from '../context';
import { anySignedIn, ok, publicAnswer, refuse, type MatrixRow } from './matrix-types';
import type { Scene } from './scene';

/** The path of a new feed of a fresh student (in no class: the feed shows no one's classes). */
async function freshFeedPath(s: Scene, deactivated = false): Promise<string> {
  const user = await s.ctx.factories.user('student');
  const url = await createFeed(s.ctx.db.kysely, TEST_JWT_SECRET, user.id, 'http://localhost');
  if (deactivated) await s.ctx.db.kysely.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', user.id).execute();
  return new URL(url).pathname;
}

/**
 * Calendar feeds: every signed-in user reads and (re)creates their own address; the feed itself is
 * public, its token the only credential, so every caller gets the same answer for the same token.
 */
export const CALENDAR_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/calendar/feed',
    call: async () => ({ url: '/api/calendar/feed' }),
    expect: anySignedIn(200),
  },
  {
    route: 'POST /api/calendar/feed',
    call: async () => ({ url: '/api/calendar/feed' }),
    expect: anySignedIn(200),
  },
  {
    route: 'GET /api/calendar/:token.ics',
    variant: 'a working address',
    call: async (s) => ({ url: await freshFeedPath(s) }),
    expect: publicAnswer(ok(200)),
  },
  {
    route: 'GET /api/calendar/:token.ics',
    variant: 'a guessed token',
    call: async () => ({ url: `/api/calendar/${'G'.repeat(43)}.ics` }),
    expect: publicAnswer(refuse(404, CALENDAR_MSG.feedNotFound)),
  },
  {
    route: 'GET /api/calendar/:token.ics',
    variant: "a deactivated user's address",
    call: async (s) => ({ url: await freshFeedPath(s, true) }),
    expect: publicAnswer(refuse(404, CALENDAR_MSG.feedNotFound)),
  },
];
