import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../test/context';

/**
 * API errors answered in the caller's language (issue 38): the signed-in user's choice, else
 * Accept-Language, else the school's default; English exactly as it always was.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_CLASS = '/api/classes/00000000-0000-4000-8000-000000000000';

describe('API errors in the request language', () => {
  it('answers a Spanish user in Spanish, whatever their browser says, and English as before', async () => {
    const student = await ctx.factories.user('student');
    const english = await ctx.request({ method: 'GET', url: MISSING_CLASS, token: student.token });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ message: API_MSG.classNotFound });

    await ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: student.token, payload: { locale: 'es' } });
    const spanish = await ctx.request({ method: 'GET', url: MISSING_CLASS, token: student.token, headers: { 'accept-language': 'ja' } });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({ message: 'No se ha encontrado la clase' });
  });

  it("follows Accept-Language before sign-in, then the school's default", async () => {
    const wrong = { email: 'nobody@example.com', password: 'not-the-password' };
    const japanese = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: wrong, headers: { 'accept-language': 'ja-JP,en;q=0.5' } });
    expect(japanese.statusCode).toBe(401);
    expect(japanese.json()).toEqual({ message: 'メールアドレスまたはパスワードが正しくありません' });
    const plain = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: wrong });
    expect(plain.json()).toEqual({ message: API_MSG.invalidCredentials });

    const admin = await ctx.factories.user('admin');
    await ctx.request({ method: 'PUT', url: '/api/school-settings', token: admin.token, payload: { defaultLocale: 'ar' } });
    const school = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: wrong, headers: { 'accept-language': 'fr' } });
    expect(school.json()).toEqual({ message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });
    await ctx.request({ method: 'PUT', url: '/api/school-settings', token: admin.token, payload: { defaultLocale: 'en' } });
  });
});
