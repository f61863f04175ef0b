import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import { MSG } from '@lyceum/shared/messages';
import { useI18n, translator } from '@/lib/i18n/i18n-context';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type * as Locale from '@/lib/i18n/locale';
import { defineMessages } from '@/lib/i18n/messages';
import { authMessages } from '@/features/auth/auth-messages';

const messages = defineMessages({
  hello: { id: 'test.hello', defaultMessage: 'Hello {name}' },
  points: { id: 'test.points', defaultMessage: '{n, plural, one {# point} other {# points}}' },
});

// The Spanish catalogue as the compiler writes it: ASTs (type 0: text, type 1: a value).
vi.mock('@/lib/i18n/locale', async (importOriginal) => ({
  ...(await importOriginal<typeof Locale>()),
  loadCatalogue: vi.fn(async (locale: string) =>
    locale === 'en' ? null : { 'test.hello': [{ type: 0, value: locale === 'ar' ? 'مرحبًا ' : 'Hola ' }, { type: 1, value: 'name' }] },
  ),
}));

function Greeting() {
  const { t, setLocale } = useI18n();
  return (
    <>
      <p>{t(messages.hello, { name: 'Ana' })}</p>
      <button type="button" onClick={() => void setLocale('es')}>es</button>
      <button type="button" onClick={() => void setLocale('ar')}>ar</button>
    </>
  );
}

afterEach(() => localStorage.clear());

describe('I18nProvider', () => {
  it('switches language without a reload, with <html lang dir>, and remembers it', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    await act(() => user.click(screen.getByRole('button', { name: 'es' })));
    expect(await screen.findByText('Hola Ana')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await act(() => user.click(screen.getByRole('button', { name: 'ar' })));
    // The name isolated (FSI ... PDI), so a Latin name reads in order inside an Arabic sentence.
    expect(await screen.findByText('مرحبًا \u2068Ana\u2069')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('lyceum-locale')).toBe('ar');
    // And told the server, whose next index.html preloads the Arabic catalogue with the app's script.
    expect(document.cookie).toContain('lyceum-locale=ar');
  });

  it('formats plurals by the locale, falling back to English for a message the catalogue lacks', () => {
    const t = translator('es', {});
    expect(t(messages.points, { n: 1 })).toBe('1 point');
    expect(t(messages.points, { n: 3 })).toBe('3 points');
  });

  it('isolates text values in a right-to-left language, not numbers, plurals or selects; English unchanged', () => {
    const rtl = defineMessages({
      by: { id: 'test.by', defaultMessage: '{name} ({email}) — {count, plural, one {# file} other {# files}}, {role, select, teacher {teacher} other {student}}' },
    });
    const values = { name: 'Ana López', email: 'ana@school.edu', count: 2, role: 'teacher' };
    expect(translator('ar', {})(rtl.by, values)).toBe('\u2068Ana López\u2069 (\u2068ana@school.edu\u2069) — 2 files, teacher');
    expect(translator('ar', {})(messages.hello, { name: 'Ana' })).toBe('Hello \u2068Ana\u2069');
    expect(translator('en', null)(rtl.by, values)).toBe('Ana López (ana@school.edu) — 2 files, teacher');
    expect(translator('ja', {})(messages.hello, { name: 'Ana' })).toBe('Hello Ana');
  });

  it("keeps the spec's English texts (section 8) in the sign-in page's messages", () => {
    const t = translator('en', null);
    expect(t(authMessages.emailRequired)).toBe(FIELD_MSG.emailRequired);
    expect(t(authMessages.emailShape)).toBe(FIELD_MSG.emailShape);
    expect(t(authMessages.passwordRequired)).toBe(FIELD_MSG.passwordRequired);
    expect(t(authMessages.success)).toBe(MSG.loginSuccess);
    expect(t(authMessages.failed)).toBe(MSG.loginFailed);
  });
});
