import { EMAIL_MSG } from '@lyceum/shared/email';
import { API_MSG } from '@lyceum/shared/messages';
import { START_SCRIPT, VIEWER_SCRIPT } from '../../src/plugins/api-docs/api-docs-page';
import { issueInvitation } from '../../src/modules/invitations/invitations.service';
import { TEST_JWT_SECRET } from '../context';
import { FACTORY_PASSWORD } from '../factories';
import { adminOnly, anySignedIn, publicAnswer, refuse, ok, signedInOnly, type MatrixRow } from './matrix-types';
import type { Scene } from './scene';

let made = 0;
const unique = (prefix: string) => `${prefix}${(made += 1)}.${Date.now().toString(36)}@school.test`;

/** A student who has not set a password yet: an invitation to show or send. */
async function invitedStudent(s: Scene): Promise<string> {
  const user = await s.ctx.factories.user('student');
  await s.ctx.db.kysely.updateTable('users').set({ password_hash: '' }).where('id', '=', user.id).execute();
  return user.id;
}

/** Sign-in, the signed-in user, users management and the other public or role-wide routes. */
export const USER_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/auth/login',
    variant: 'right password',
    // A fresh account per cell: the per-account sign-in limit must not colour the answers.
    async call(s) {
      const user = await s.ctx.factories.user('student');
      return { url: '/api/auth/login', payload: { email: user.email, password: FACTORY_PASSWORD } };
    },
    expect: publicAnswer(ok(200)),
  },
  {
    route: 'POST /api/auth/login',
    variant: 'wrong password',
    async call(s) {
      const user = await s.ctx.factories.user('student');
      return { url: '/api/auth/login', payload: { email: user.email, password: 'not-the-password' } };
    },
    expect: publicAnswer(refuse(401, API_MSG.invalidCredentials)),
  },
  {
    route: 'POST /api/auth/accept-invite',
    // A fresh invitation per cell: a link works once.
    async call(s) {
      const user = await s.ctx.factories.user('student');
      await s.ctx.db.kysely.updateTable('users').set({ password_hash: '' }).where('id', '=', user.id).execute();
      const { token } = await issueInvitation(s.ctx.db.kysely, user.id, { ttlDays: 7, secret: TEST_JWT_SECRET });
      return { url: '/api/auth/accept-invite', payload: { token, password: 'my-own-password' } };
    },
    expect: publicAnswer(ok(200)),
  },
  {
    route: 'GET /api/users/:id/invitation',
    call: async (s) => ({ url: `/api/users/${await invitedStudent(s)}/invitation` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/users/:id/invitation/email',
    variant: 'a server without email',
    call: async (s) => ({ url: `/api/users/${await invitedStudent(s)}/invitation/email`, payload: {} }),
    expect: signedInOnly({
      admin: refuse(409, EMAIL_MSG.notConfigured),
      teacher: refuse(403, API_MSG.adminOnly),
      otherTeacher: refuse(403, API_MSG.adminOnly),
      student: refuse(403, API_MSG.adminOnly),
      outsider: refuse(403, API_MSG.adminOnly),
    }),
  },
  {
    route: 'POST /api/users/invitations',
    async call(s) {
      const user = await s.ctx.factories.user('student');
      await s.ctx.db.kysely.updateTable('users').set({ password_hash: '' }).where('id', '=', user.id).execute();
      return { url: '/api/users/invitations', payload: { userIds: [user.id] } };
    },
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/users/invitations.csv',
    call: async () => ({ url: '/api/users/invitations.csv' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/openapi.json',
    call: async () => ({ url: '/api/openapi.json' }),
    expect: publicAnswer(ok(200)),
  },
  // The browsable reference of that document and its two scripts: public like the document.
  {
    route: 'GET /api/docs',
    call: async () => ({ url: '/api/docs' }),
    expect: publicAnswer(ok(200)),
  },
  {
    route: `GET ${START_SCRIPT}`,
    call: async () => ({ url: START_SCRIPT }),
    expect: publicAnswer(ok(200)),
  },
  {
    route: `GET ${VIEWER_SCRIPT}`,
    call: async () => ({ url: VIEWER_SCRIPT }),
    expect: publicAnswer(ok(200)),
  },
  {
    route: 'GET /api/auth/me',
    call: async () => ({ url: '/api/auth/me' }),
    expect: anySignedIn(200),
  },
  // Languages (issue 38): each user chooses their own; the school's default is the admins'.
  {
    route: 'PUT /api/auth/me/preferences',
    call: async () => ({ url: '/api/auth/me/preferences', payload: { locale: 'en', timeZone: 'UTC' } }),
    expect: anySignedIn(200),
  },
  { route: 'GET /api/school-settings', call: async () => ({ url: '/api/school-settings' }), expect: adminOnly(200) },
  { route: 'PUT /api/school-settings', call: async () => ({ url: '/api/school-settings', payload: { defaultLocale: 'en' } }), expect: adminOnly(200) },
  {
    route: 'POST /api/auth/register',
    call: async () => ({
      url: '/api/auth/register',
      payload: { name: 'New Person', email: unique('new'), password: 'long-enough-1', role: 'admin' },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'GET /api/users',
    call: async () => ({ url: '/api/users' }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/users/:id',
    async call(s) {
      const target = await s.ctx.factories.user('student');
      return { url: `/api/users/${target.id}`, payload: { name: 'Renamed', role: 'teacher' } };
    },
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/users/:id/deactivate',
    async call(s) {
      const target = await s.ctx.factories.user('student');
      return { url: `/api/users/${target.id}/deactivate` };
    },
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/users/:id/reactivate',
    async call(s) {
      const target = await s.ctx.factories.user('student');
      await s.ctx.db.kysely.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', target.id).execute();
      return { url: `/api/users/${target.id}/reactivate` };
    },
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/users/:id',
    async call(s) {
      const target = await s.ctx.factories.user('teacher');
      return { url: `/api/users/${target.id}` };
    },
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/classes/members/:role',
    variant: 'teachers',
    call: async () => ({ url: '/api/classes/members/teachers' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/classes/members/:role',
    variant: 'students',
    call: async () => ({ url: '/api/classes/members/students' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/dashboard',
    call: async () => ({ url: '/api/dashboard' }),
    expect: anySignedIn(200),
  },
];
