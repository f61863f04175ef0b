import { describe, expect, it } from 'vitest';
import { firstShipped, negotiateLocale, resolveLocale, textDirection } from './i18n';

describe('languages', () => {
  it('takes the first shipped language of Accept-Language, by quality then order', () => {
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLocale('fr-FR,fr;q=0.9,ja;q=0.5,ar;q=0.7')).toBe('ar');
    expect(negotiateLocale('de, en;q=0')).toBeNull();
    expect(firstShipped(['ja-JP', 'en-US'])).toBe('ja');
    expect(negotiateLocale(undefined)).toBeNull();
  });

  it("resolves the user's choice, else the browser's, else the school's, else English", () => {
    expect(resolveLocale({ user: 'ja', acceptLanguage: 'es', school: 'ar' })).toBe('ja');
    expect(resolveLocale({ user: null, acceptLanguage: 'es', school: 'ar' })).toBe('es');
    expect(resolveLocale({ user: 'tlh', acceptLanguage: 'fr', school: 'ar' })).toBe('ar');
    expect(resolveLocale({})).toBe('en');
  });

  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(textDirection('ja')).toBe('ltr');
    expect(textDirection('en-XA')).toBe('ltr');
  });
});
