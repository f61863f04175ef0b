import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@lyceum/shared/i18n';
import { I18nContext, translator, type I18n } from '@/lib/i18n/i18n-context';
import { applyLocale, initialLocale, loadCatalogue, rememberLocale, type Catalogue, type WebLocale } from '@/lib/i18n/locale';

type State = { locale: WebLocale; catalogue: Catalogue | null; ready: boolean };

/**
 * The language of every screen. Starts in initialLocale() (main.ts has already started its
 * catalogue's download and set `<html lang dir>`); renders nothing until that catalogue is in, so no
 * screen flashes English first. A switch keeps the current language on screen until the new one
 * has arrived, then re-renders: no reload.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => {
    const locale = initialLocale();
    // English needs no download: it renders at once.
    return { locale, catalogue: null, ready: locale === DEFAULT_LOCALE };
  });

  useEffect(() => {
    let current = true;
    const locale = state.locale;
    if (state.ready) return;
    loadCatalogue(locale).then(
      (catalogue) => current && setState({ locale, catalogue, ready: true }),
      (error: unknown) => {
        console.error(`Lyceum: the ${locale} texts could not be downloaded; showing English.`, error);
        if (current) setState({ locale: 'en', catalogue: null, ready: true });
      },
    );
    return () => {
      current = false;
    };
  }, [state]);

  const setLocale = useCallback(async (locale: WebLocale) => {
    const catalogue = await loadCatalogue(locale);
    rememberLocale(locale);
    applyLocale(locale);
    setState({ locale, catalogue, ready: true });
  }, []);

  const value = useMemo<I18n>(() => ({ locale: state.locale, t: translator(state.locale, state.catalogue), setLocale }), [state.locale, state.catalogue, setLocale]);
  useEffect(() => applyLocale(value.locale), [value.locale]);

  return state.ready ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
}
