import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';

/**
 * Whose language a person reads (issue 38): their choice in Settings, else their browser's
 * (Accept-Language), else the school's default, which only admins change.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('languages', () => {
  it('resolves the profile language: the choice, else Accept-Language, else the school default', async () => {
    const admin = await ctx.factories.user('admin');
    const student = await ctx.factories.user('student');
    const me = async (acceptLanguage?: string) => {
      const res = await ctx.request({ method: 'GET', url: '/api/auth/me', token: student.token, ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { locale: string; localePreference: string | null; timeZone: string | null };
    };
    expect(await me()).toMatchObject({ locale: 'en', localePreference: null, timeZone: null });
    expect((await me('fr-FR,ja;q=0.8,es;q=0.9')).locale).toBe('es');

    const school = await ctx.request({ method: 'PUT', url: '/api/school-settings', token: admin.token, payload: { defaultLocale: 'ar' } });
    expect(school.json()).toEqual({ defaultLocale: 'ar' });
    expect((await me()).locale).toBe('ar');
    expect((await me('fr')).locale).toBe('ar');
    expect((await me('ja-JP')).locale).toBe('ja');

    const chosen = await ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: student.token, payload: { locale: 'es', timeZone: 'America/Mexico_City' } });
    expect(chosen.json()).toMatchObject({ locale: 'es', localePreference: 'es', timeZone: 'America/Mexico_City' });
    expect((await me('ja-JP')).locale).toBe('es');
    // Back to automatic: the zone kept, the language the browser's again.
    const automatic = await ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: student.token, payload: { locale: null } });
    expect(automatic.json()).toMatchObject({ localePreference: null, timeZone: 'America/Mexico_City' });
  });

  it('refuses a language or zone Lyceum does not know, and the school setting to anyone but admins', async () => {
    const teacher = await ctx.factories.user('teacher');
    const klingon = await ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: teacher.token, payload: { locale: 'tlh' } });
    expect(klingon.statusCode).toBe(400);
    const zone = await ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: teacher.token, payload: { timeZone: 'Mars/Olympus_Mons' } });
    expect(zone.statusCode).toBe(400);
    const school = await ctx.request({ method: 'PUT', url: '/api/school-settings', token: teacher.token, payload: { defaultLocale: 'es' } });
    expect(school.statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/school-settings', token: teacher.token })).statusCode).toBe(403);
  });
});
