import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { assignmentRequestSchema } from '@lyceum/shared/assignments';
import { meetingLinkRequestSchema } from '@lyceum/shared/classes';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, notificationPreferencesRequestSchema } from '@lyceum/shared/notifications';
import { updateUserRequestSchema } from '@lyceum/shared/users';
import { createTestContext } from '../context';
import { createValidator, fetchDocument, type JsonSchema } from './openapi-document';

/**
 * The document states every rule the server enforces, and the server enforces every rule the
 * document states: for generated values of the fields where they parted (links with control
 * characters, due dates at the edges of the years, blank fields of a user edit, a notification
 * kind named twice), the document's schema and the server's (the zod schema the route validates
 * with) accept exactly the same ones. A few through the server itself, as the review sent them.
 * (Links are generated with ASCII hosts: a host in another script is the one leniency, common.ts.)
 */
const ctx = await createTestContext();
const doc = await fetchDocument(ctx.app);
const validator = createValidator(doc);
afterAll(() => ctx.close());

const bodyOf = (path: string, method: string): JsonSchema => {
  const schema = doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`no JSON body for ${method} ${path}`);
  return schema;
};

/** Values on which the document and the server disagree, with what each said. */
function disagreements<T>(schema: JsonSchema, server: z.ZodType, values: fc.Arbitrary<T>, runs = 400): { value: T; document: boolean; server: boolean }[] {
  const found: { value: T; document: boolean; server: boolean }[] = [];
  const validate = validator(schema);
  fc.assert(
    fc.property(values, (value) => {
      const document = validate(JSON.parse(JSON.stringify(value))) === true;
      const accepted = server.safeParse(value).success;
      if (document !== accepted) found.push({ value, document, server: accepted });
    }),
    { numRuns: runs, seed: 20261128 },
  );
  return found;
}

/** A character where links and text go wrong: controls (C0, DEL, C1), spaces of every kind, a letter. */
const oddChar = fc.constantFrom('\u0000', '\u0001', '\u0008', '\t', '\n', '\u000b', '\r', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f', ' ', '\u00a0', '\u2028', '\ufeff', 'a', '/');
const insert = (base: string) => fc.tuple(fc.nat({ max: base.length }), oddChar).map(([at, char]) => base.slice(0, at) + char + base.slice(at));

describe('the document and the server accept the same', () => {
  it('meeting links: no control character or space inside a link', () => {
    const links = fc.oneof(
      fc.constantFrom('https://meet.example.org/a-b', 'http://10.0.0.7:8080/room?x=1#y', ''),
      fc.constantFrom('https://meet.example.org/a-b?c=d', 'https://x.org/').chain((base) => insert(base).filter((link) => link.trim() === link)),
    );
    expect(disagreements(bodyOf('/api/classes/{id}/meeting-link', 'put'), meetingLinkRequestSchema, links.map((meetingLink) => ({ meetingLink })))).toEqual([]);
  });

  it('attachment links, the same rule', () => {
    const body = (url: string) => ({ title: 'T', description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', topic: 't', attachments: [{ kind: 'link', url }] });
    const links = fc.constantFrom('https://docs.example.org/a', 'https://x.org/').chain((base) => insert(base).filter((link) => link.trim() === link));
    expect(disagreements(bodyOf('/api/assignments', 'post'), assignmentRequestSchema, links.map(body))).toEqual([]);
  });

  it('due dates: years 1900 to 9999, in UTC too, at the edges and with every offset', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    const dates = fc
      .record({
        year: fc.constantFrom('0000', '0202', '1899', '1900', '1901', '2031', '9998', '9999'),
        day: fc.constantFrom('01-01', '12-31', '06-15'),
        hour: fc.integer({ min: 0, max: 23 }),
        zone: fc.oneof(fc.constant('Z'), fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30, 59)).map(([sign, h, m]) => `${sign}${two(h)}:${two(m)}`)),
      })
      .map(({ year, day, hour, zone }) => `${year}-${day}T${two(hour)}:00:00${zone}`);
    const body = (dueDate: string) => ({ title: 'T', description: '<p>x</p>', dueDate, topic: 't' });
    expect(disagreements(bodyOf('/api/assignments', 'post'), assignmentRequestSchema, dates.map(body), 800)).toEqual([]);
  });

  it('a user edit: a field sent is checked, an empty or blank one too', () => {
    const text = fc.constantFrom('', ' ', '   ', '\t', 'Ada', ' Ada ', 'ada@school.test', 'nope', 'teacher', 'owner', 'secret-1', '12345');
    const bodies = fc.record({ name: text, email: text, password: text, role: text }, { requiredKeys: [] });
    expect(disagreements(bodyOf('/api/users/{id}', 'put'), updateUserRequestSchema, bodies, 600)).toEqual([]);
  });

  it('notification preferences: each kind at most once, and something to change', () => {
    const preference = fc.record({ kind: fc.constantFrom(...NOTIFICATION_KINDS.slice(0, 3)), channel: fc.constantFrom(...NOTIFICATION_CHANNELS) });
    const bodies = fc.record({ preferences: fc.array(preference, { maxLength: 4 }), emailDigest: fc.constantFrom('immediate', 'daily') }, { requiredKeys: [] });
    expect(disagreements(bodyOf('/api/notifications/preferences', 'put'), notificationPreferencesRequestSchema, bodies)).toEqual([]);
  });
});

describe('the server refuses what the review found it took', () => {
  it('a meeting link with a control character is a 400 naming the field', async () => {
    const admin = await ctx.factories.user('admin');
    const teacher = await ctx.factories.user('teacher');
    const klass = await ctx.factories.klass({ teachers: [teacher.id] });
    for (const meetingLink of ['https://meet.example.org/a\u0001b', 'https://meet.example.org/a\u007f', 'https://meet.example.org/a b']) {
      const res = await ctx.request({ method: 'PUT', url: `/api/classes/${klass.id}/meeting-link`, token: admin.token, payload: { meetingLink } });
      expect(res.statusCode, JSON.stringify(meetingLink)).toBe(400);
      expect(res.json()).toEqual({ message: 'meetingLink: must be an http(s) URL without spaces or control characters' });
    }
  });

  it('PUT /api/users/{id} with an empty name and email and a role of spaces is a 400, and nothing changes', async () => {
    const admin = await ctx.factories.user('admin');
    const target = await ctx.factories.user('student', { name: 'Kept' });
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'name is required'],
      [{ email: '' }, 'email must be a valid email address'],
      [{ role: '   ' }, 'role must be one of admin, teacher, student'],
      [{ password: '' }, 'password must be at least 6 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await ctx.request({ method: 'PUT', url: `/api/users/${target.id}`, token: admin.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const row = await ctx.db.kysely.selectFrom('users').select(['name', 'email', 'role']).where('id', '=', target.id).executeTakeFirst();
    expect(row).toEqual({ name: 'Kept', email: target.email, role: 'student' });
  });
});
