import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../context';
import { createValidator, fetchDocument, operationsOf, type JsonSchema, type OpenApiDocument } from './openapi-document';

let ctx: TestContext;
let doc: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestContext();
  doc = await fetchDocument(ctx.app);
});
afterAll(() => ctx.close());

const bodyOf = (path: string, method: string): JsonSchema => {
  const schema = doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`no JSON body for ${method} ${path}`);
  return schema;
};

const errorShape = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } };

describe('the OpenAPI document', () => {
  it('names and sums up every operation, each operationId once', () => {
    const operations = operationsOf(doc);
    expect(operations.filter((op) => !op.operation.operationId || !op.operation.summary).map((op) => op.route)).toEqual([]);
    const ids = operations.map((op) => op.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks no token of sign-in, of accepting an invitation, of a calendar feed and of unsubscribing from email (the only public operations), and says the 401 of sign-in is a wrong password', () => {
    const publicOps = operationsOf(doc).filter((op) => Array.isArray(op.operation.security) && op.operation.security.length === 0);
    expect(publicOps.map((op) => op.route).sort()).toEqual([
      'GET /api/auth/sso',
      'GET /api/auth/sso/:id/metadata',
      'GET /api/calendar/:token.ics',
      'GET /api/notifications/unsubscribe',
      'POST /api/auth/accept-invite',
      'POST /api/auth/login',
      'POST /api/auth/sso/exchange',
      'POST /api/notifications/unsubscribe',
    ]);
    // The unsubscribe token is in the query: no 401, a link that does not work is a 404.
    for (const method of ['GET', 'POST']) expect(publicOps.find((op) => op.route === `${method} /api/notifications/unsubscribe`)?.operation.responses['401']).toBeUndefined();
    // The feed's token is in its path: no 401, an address that does not work is a 404.
    expect(publicOps.find((op) => op.route === 'GET /api/calendar/:token.ics')?.operation.responses['401']).toBeUndefined();
    const signIn = publicOps.find((op) => op.route === 'POST /api/auth/login');
    expect(signIn?.operation.responses['401']?.description).toBe('Wrong email or password.');
    // The invitation's token is in the body: no 401 at all, its refusals are 400/403/404.
    expect(publicOps.find((op) => op.route === 'POST /api/auth/accept-invite')?.operation.responses['401']).toBeUndefined();
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('declares the errors every operation can meet, each as { message }', () => {
    const PUBLIC_ROUTES = ['POST /api/auth/login', 'POST /api/auth/accept-invite', 'GET /api/calendar/:token.ics', 'GET /api/notifications/unsubscribe', 'POST /api/notifications/unsubscribe'];
    // Single sign-on (modules/sso): the sign-in page's buttons and the handoff of a finished sign-in.
    PUBLIC_ROUTES.push('GET /api/auth/sso', 'POST /api/auth/sso/exchange', 'GET /api/auth/sso/:id/metadata');
    for (const op of operationsOf(doc)) {
      const statuses = Object.keys(op.operation.responses);
      expect(statuses, op.route).toEqual(expect.arrayContaining(['400', '429', '500', ...(PUBLIC_ROUTES.includes(op.route) ? [] : ['401'])]));
      if (op.method !== 'GET') expect(statuses, op.route).toEqual(expect.arrayContaining(['413', '415']));
      if (op.path.includes('{')) expect(statuses, op.route).toContain('414');
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const schema = op.operation.responses[status]?.content?.['application/json']?.schema;
        // The shared component, or the same `{ message }` written out by a route that declares its own.
        expect(schema?.$ref === '#/components/schemas/Error' ? doc.components.schemas.Error : schema, `${op.route} ${status}`).toMatchObject(errorShape);
      }
      expect(op.operation.responses['429']?.headers?.['Retry-After']).toBeDefined();
    }
    expect(doc.components.schemas.Error).toMatchObject(errorShape);
  });

  it('states the rules the server enforces on request fields', () => {
    const valid = createValidator(doc);
    const accepts = (schema: JsonSchema, value: unknown) => valid(schema)(value) === true;
    const link = (meetingLink: unknown) => accepts(bodyOf('/api/classes/{id}/meeting-link', 'put'), { meetingLink });
    expect([null, '', 'https://meet.example.org/a-b', 'HTTP://10.0.0.7:8080/room'].map(link)).toEqual([true, true, true, true]);
    expect(['javascript:alert(1)', 'https://', 'ftp://x.org', 'https://999.1.1.1/', 'https://x.org/a\u0001b', 'https://x.org/a b'].map(link)).toEqual([false, false, false, false, false, false]);

    const register = (fields: Record<string, unknown>) =>
      accepts(bodyOf('/api/auth/register', 'post'), { name: 'Ada', email: 'ada@school.test', password: 'secret-1', ...fields });
    expect(register({})).toBe(true);
    expect([{ email: 'not-an-email' }, { name: '   ' }, { name: '' }, { password: 'short' }].map(register)).toEqual([false, false, false, false]);
    // Lengths are code points: 100 emoji are 100 characters.
    expect(register({ name: '😀'.repeat(100) })).toBe(true);

    const assignment = (dueDate: string) => accepts(bodyOf('/api/assignments', 'post'), { title: 'T', description: '<p>x</p>', dueDate, topic: 't' });
    expect(['2031-01-01T10:00:00Z', '2031-01-01T10:00:00.123+02:00'].map(assignment)).toEqual([true, true]);
    expect(['2031-01-01T10:00:00', '2031-02-30T10:00:00Z', 'tomorrow'].map(assignment)).toEqual([false, false, false]);
    expect(accepts(bodyOf('/api/materials', 'post'), { title: 'T', content: ' \n ', topic: 't' })).toBe(false);

    expect(accepts(bodyOf('/api/classes/{id}/teachers', 'post'), { teachers: ['a', 'a'] })).toBe(false);
    expect(accepts(bodyOf('/api/classes', 'post'), { name: 'C', teachers: ['a', 'b'] })).toBe(true);

    // Editing a user: a field left out keeps its value; a field sent is checked, blank or not.
    const edit = (fields: Record<string, unknown>) => accepts(bodyOf('/api/users/{id}', 'put'), fields);
    expect([{}, { role: 'teacher' }, { email: 'a@b.co' }, { name: 'Ada' }, { password: 'secret-1' }].map(edit)).toEqual([true, true, true, true, true]);
    expect([{ email: '' }, { email: '  ' }, { name: '' }, { password: '' }, { role: '' }, { role: '   ' }].map(edit)).toEqual([false, false, false, false, false, false]);
    expect([{ email: 'nope' }, { password: '12345' }, { role: 'owner' }].map(edit)).toEqual([false, false, false]);

    // A notification kind at most once; something to change.
    const prefs = (body: unknown) => accepts(bodyOf('/api/notifications/preferences', 'put'), body);
    const kind = { kind: 'comment', channel: 'email' };
    expect([{ preferences: [kind] }, { emailDigest: 'daily' }].map(prefs)).toEqual([true, true]);
    expect([{ preferences: [kind, kind] }, {}].map(prefs)).toEqual([false, false]);
    // Due dates: years 1900 to 9999, in UTC too.
    expect(['0202-03-01T10:00:00Z', '1899-12-31T23:59:59Z', '1900-01-01T00:30:00+01:00', '9999-12-31T23:00:00-05:00'].map(assignment)).toEqual([false, false, false, false]);
    expect(['1900-01-01T00:00:00Z', '1900-01-01T10:00:00-05:00', '9999-12-31T23:59:59.999Z'].map(assignment)).toEqual([true, true, true]);
  });

  it('describes the bodies of the routes that take files: a multipart part named file, or the file itself where the route takes it bare', () => {
    const filePart = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } };
    const bodies = Object.fromEntries(
      operationsOf(doc)
        .filter((op) => op.operation.requestBody && !op.operation.requestBody.content['application/json'])
        .map((op) => [op.route, op.operation.requestBody]),
    );
    expect(Object.keys(bodies).sort()).toEqual(['POST /api/classes/:id/files', 'POST /api/imports/oneroster/preview', 'POST /api/imports/users/preview', 'POST /api/quizzes/import-preview/package']);
    for (const body of Object.values(bodies)) {
      expect(body?.required).toBe(true);
      expect(body?.content['multipart/form-data']?.schema).toMatchObject(filePart);
    }
    expect(Object.keys(bodies['POST /api/classes/:id/files']!.content)).toEqual(['multipart/form-data']);
    // An attachment must hold a byte (the server answers an empty one 400); an import reports an empty file as a problem instead.
    const fileOf = (route: string) => (bodies[route]!.content['multipart/form-data']?.schema as { properties: { file: { minLength?: number } } }).properties.file;
    expect(fileOf('POST /api/classes/:id/files').minLength).toBe(1);
    expect(fileOf('POST /api/imports/users/preview').minLength).toBeUndefined();
    expect(Object.keys(bodies['POST /api/imports/users/preview']!.content)).toEqual(['multipart/form-data', 'text/csv']);
    expect(bodies['POST /api/imports/users/preview']!.content['text/csv']?.schema).toMatchObject({ type: 'string' });
    expect(Object.keys(bodies['POST /api/imports/oneroster/preview']!.content)).toEqual(['multipart/form-data', 'application/zip']);
    expect(bodies['POST /api/imports/oneroster/preview']!.content['application/zip']?.schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(bodies['POST /api/quizzes/import-preview/package']!.content)).toEqual(['multipart/form-data', 'application/zip']);
    // Their 415 names the same types.
    expect(doc.paths['/api/imports/users/preview']?.post?.responses['415']?.description).toBe('The request body is not multipart/form-data or text/csv, or is compressed (a Content-Encoding).');
  });

  it('passes Redocly’s recommended ruleset with no errors; its only warnings are /classes/members/{role} beside /classes/{id}/...', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lyceum-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      });
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string }[] };
      expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
      // The router takes the literal `members` first, so these never clash; renaming the path would break clients.
      const unexpected = report.problems.filter((p) => p.ruleId !== 'no-ambiguous-paths' || !p.message.includes('`/api/classes/members/{role}`'));
      expect(unexpected).toEqual([]);
      expect(report.totals.warnings).toBe(report.problems.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
