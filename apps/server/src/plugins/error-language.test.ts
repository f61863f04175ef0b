import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG, type ImportRecord } from '@lyceum/shared/imports';
import { API_MSG, FILE_MSG, MSG } from '@lyceum/shared/messages';
import { SSO_MSG } from '@lyceum/shared/sso';
import { CLASS_MSG } from '../modules/classes/class-messages';
import { failOrphanedImports } from '../modules/imports/imports.service';
import { createTestContext, type TestContext } from '../../test/context';
import { multipart } from '../../test/files/samples';
import { exchange, startAt } from '../../test/sso/flow';

/**
 * The rest of the API's words in the caller's language (issue 38): every validation message, and
 * the answers for an unknown route or a missing method, single sign-on's refusals; English exactly as it always was. Nothing
 * here depends on the database engine: SQLite only (vitest.config.ts).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the rest of the API errors in the request language', () => {
  it("words every other validation message in the caller's language too, the schema's own and zod's, English as before", async () => {
    const teacher = await ctx.factories.user('teacher');
    const create = (payload: object, headers: Record<string, string> = {}) => ctx.request({ method: 'POST', url: '/api/classes', token: teacher.token, payload, headers });
    expect((await create({ name: 42 })).json()).toEqual({ message: 'name must be a string' });
    expect((await create({ name: 42 }, { 'accept-language': 'ja' })).json()).toEqual({ message: 'name はテキストにしてください' });
    expect((await create({ name: 'Art', meetingLink: 'ftp://x' }, { 'accept-language': 'es' })).json()).toEqual({ message: 'meetingLink debe ser una URL http(s)' });

    const student = await ctx.factories.user('student');
    const preferences = (payload: object, headers: Record<string, string> = {}) => ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: student.token, payload, headers });
    expect((await preferences({ timeZone: 'Mars/Olympus' })).json()).toEqual({ message: 'timeZone must be an IANA time zone, such as Europe/Madrid' });
    const japanese = await preferences({ timeZone: 'Mars/Olympus' }, { 'accept-language': 'ja' });
    expect(japanese.statusCode).toBe(400);
    expect(japanese.json()).toEqual({ message: 'timeZone は Europe/Madrid のような IANA タイムゾーンにしてください' });
    expect((await preferences({ locale: 'fr' }, { 'accept-language': 'es' })).json()).toEqual({ message: 'locale debe ser uno de estos valores: en, es, ja, ar' });
    // The input guard's, before any schema: a lone half of a surrogate pair, a NUL character.
    const badText = (text: string, language: string) =>
      ctx.request({ method: 'POST', url: '/api/classes', token: teacher.token, headers: { 'content-type': 'application/json', 'accept-language': language }, payload: `{"name":"${text}"}` });
    expect((await badText('Half \\ud800', 'ja')).json()).toEqual({ message: 'name: 有効な Unicode テキストにしてください' });
    expect((await badText('Nul \\u0000', 'es')).json()).toEqual({ message: 'name: no debe contener caracteres NUL' });
  });

  it('answers an unknown route and a missing method in the caller\'s language, naming the call as before', async () => {
    const english = await ctx.request({ method: 'GET', url: '/api/nowhere' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ message: `${API_MSG.routeNotFound}: GET /api/nowhere` });
    const spanish = await ctx.request({ method: 'GET', url: '/api/nowhere', headers: { 'accept-language': 'es-ES' } });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({ message: 'No existe la ruta: GET /api/nowhere' });
    const japanese = await ctx.request({ method: 'DELETE', url: '/api/users', headers: { 'accept-language': 'ja' } });
    expect(japanese.statusCode).toBe(405);
    expect(japanese.json()).toEqual({ message: 'このメソッドは使用できません: DELETE /api/users' });
  });

  it("tells a refused single sign-on in the browser's language on the sign-in page, English as before", async () => {
    const refusal = async (headers: Record<string, string> = {}) => {
      const { location } = await startAt(ctx, '00000000-0000-4000-8000-000000000000');
      return exchange(ctx, decodeURIComponent(location.slice('/sso#code='.length)), headers);
    };
    expect(await refusal()).toEqual({ status: 400, body: { message: SSO_MSG.providerUnknown } });
    expect(await refusal({ 'accept-language': 'ja' })).toEqual({ status: 400, body: { message: 'このログイン方法は利用できなくなりました。ログインページからやり直してください。' } });
    expect(await refusal({ 'accept-language': 'es-MX,es;q=0.9' })).toEqual({
      status: 400,
      body: { message: 'Esta opción de inicio de sesión ya no está disponible. Vuelve a empezar desde la página de inicio de sesión.' },
    });
  });

  it("answers an admin's import errors in their language", async () => {
    const admin = await ctx.factories.user('admin');
    const missing = (headers: Record<string, string> = {}) => ctx.request({ method: 'GET', url: '/api/imports/00000000-0000-4000-8000-000000000000', token: admin.token, headers });
    expect((await missing()).json()).toEqual({ message: 'Import not found' });
    const japanese = await missing({ 'accept-language': 'ja' });
    expect(japanese.statusCode).toBe(404);
    expect(japanese.json()).toEqual({ message: 'インポートが見つかりません' });
  });

  it("answers an admin's member checks in their language, naming the person and the role in its own words", async () => {
    const admin = await ctx.factories.user('admin');
    const nina = await ctx.factories.user('student', { name: 'Nina New' });
    const klass = await ctx.factories.klass();
    const members = (method: 'POST' | 'DELETE', kind: string, language: string) =>
      ctx.request({ method, url: `/api/classes/${klass.id}/${kind}`, token: admin.token, headers: { 'accept-language': language }, payload: { [kind]: [nina.id] } });
    const spanish = await members('POST', 'teachers', 'es');
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({ message: 'Nina New no es profesor, así que no se puede añadir como tal' });
    const japanese = await members('DELETE', 'students', 'ja');
    expect(japanese.statusCode).toBe(400);
    expect(japanese.json()).toEqual({ message: 'Nina New さんはこのクラスの生徒ではありません' });
    expect((await members('DELETE', 'students', 'en')).json()).toEqual({ message: CLASS_MSG.notMember('Nina New', 'student') });
  });

  it("names the allowed kinds of file of a 415 in the uploader's language, joined as the language joins a list", async () => {
    const teacher = await ctx.factories.user('teacher');
    const klass = await ctx.factories.klass({ teachers: [teacher.id] });
    const { payload, headers } = multipart([{ filename: 'setup.exe', data: Buffer.from('MZ\x90\x00binary', 'latin1') }]);
    const upload = (language: string) => ctx.request({ method: 'POST', url: `/api/classes/${klass.id}/files`, token: teacher.token, payload, headers: { ...headers, 'accept-language': language } });
    expect((await upload('en')).json()).toEqual({ message: FILE_MSG.typeNotAllowed });
    const spanish = await upload('es');
    expect(spanish.statusCode).toBe(415);
    expect(spanish.json()).toEqual({
      message:
        'No se puede subir este tipo de archivo. Se permiten: PDF, imágenes (JPEG, PNG, GIF, WebP, AVIF, HEIC, BMP, TIFF), archivos de Word, Excel, PowerPoint y OpenDocument, texto sin formato (.txt, .csv, .md), audio, vídeo y archivos zip.',
    });
  });

  it("writes an import's row problems and failure note in the reader's language when it is read; older imports' English reads as it was", async () => {
    const admin = await ctx.factories.user('admin');
    const csv = 'name,email,role\nAna Ruiz,ana-at-school,student\n';
    const preview = await ctx.request({ method: 'POST', url: '/api/imports/users/preview', token: admin.token, headers: { 'content-type': 'text/csv', 'accept-language': 'es' }, payload: csv });
    expect(preview.statusCode).toBe(201);
    const { _id: id, summary } = preview.json() as ImportRecord;
    expect(summary.problems).toEqual([{ line: 2, message: '"ana-at-school" no es una dirección de correo válida' }]);
    const read = (url: string, language: string) => ctx.request({ method: 'GET', url, token: admin.token, headers: { 'accept-language': language } });
    expect((await read(`/api/imports/${id}/rows?show=problems`, 'ja')).json().rows[0].problems).toEqual(['"ana-at-school" は有効なメールアドレスではありません']);
    expect((await read(`/api/imports/${id}`, 'en')).json().summary.problems).toEqual([{ line: 2, message: IMPORT_MSG.badEmail('ana-at-school') }]);

    // The result of a commit the server stopped in the middle of (as a start finds it), read in Spanish.
    await ctx.db.kysely.updateTable('imports').set({ status: 'running' }).where('id', '=', id).execute();
    await failOrphanedImports(ctx.db.kysely);
    expect((await read(`/api/imports/${id}`, 'es')).json().summary.failure).toBe('El servidor se detuvo mientras se confirmaba la importación; no se cambió nada: vuelve a confirmarla');

    // An import kept before its texts were: English, read as it is in any language.
    const old = { ...summary, problems: [{ line: 2, message: IMPORT_MSG.badEmail('ana-at-school') }], failure: IMPORT_MSG.failed };
    await ctx.db.kysely.updateTable('imports').set({ summary: JSON.stringify(old) }).where('id', '=', id).execute();
    expect((await read(`/api/imports/${id}`, 'ja')).json().summary).toMatchObject({ problems: old.problems, failure: IMPORT_MSG.failed });
    // The same file previewed again: a plan kept in English is not reused, the file is read anew.
    const row = await ctx.db.kysely.selectFrom('imports').select('plan').where('id', '=', id).executeTakeFirstOrThrow();
    const plan = JSON.parse(row.plan) as { problems: { message: unknown }[] };
    await ctx.db.kysely.updateTable('imports').set({ plan: JSON.stringify({ ...plan, problems: plan.problems.map((problem) => ({ ...problem, message: IMPORT_MSG.badEmail('ana-at-school') })) }) }).where('id', '=', id).execute();
    const again = await ctx.request({ method: 'POST', url: '/api/imports/users/preview', token: admin.token, headers: { 'content-type': 'text/csv', 'accept-language': 'es' }, payload: csv });
    expect((again.json() as ImportRecord).summary.problems).toEqual(summary.problems);
  });

  it("confirms a change in the caller's language: the register form's toast", async () => {
    const admin = await ctx.factories.user('admin');
    const register = (email: string, language: string) =>
      ctx.request({ method: 'POST', url: '/api/auth/register', token: admin.token, headers: { 'accept-language': language }, payload: { name: 'Rin Sato', email, role: 'student' } });
    expect((await register('rin.en@school.test', 'en')).json().message).toBe(MSG.registerSuccess);
    const japanese = await register('rin.ja@school.test', 'ja');
    expect(japanese.statusCode).toBe(201);
    expect(japanese.json().message).toBe('ユーザーを登録しました。');
  });

  it("refuses a student's question import in their language", async () => {
    const student = await ctx.factories.user('student');
    const res = await ctx.request({ method: 'POST', url: '/api/quizzes/import-preview', token: student.token, headers: { 'accept-language': 'ar' }, payload: { format: 'gift', text: '::Q1:: 2+2? {=4 ~5}' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'لا يستورد الأسئلة إلا المعلّمون والمسؤولون' });
  });
});
