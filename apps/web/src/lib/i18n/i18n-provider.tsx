import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@lyceum/shared/i18n';
import { I18nContext, translator, type I18n } from '@/lib/i18n/i18n-context';
import { applyLocale, initialLocale, loadCatalogue, type Catalogue, type WebLocale } from '@/lib/i18n/locale';

type State = { locale: WebLocale; catalogue: Catalogue | null; ready: boolean };

/**
 * The language of every screen. Starts in initialLocale() (main.ts has already set `<html lang
 * dir>` and started its catalogue's download); renders nothing until that catalogue is in, so no
 * screen flashes English first (English needs none). A switch keeps the current language on
 * screen until the new one has arrived, then re-renders: no reload.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => {
    const locale = initialLocale();
    return { locale, catalogue: null, ready: locale === DEFAULT_LOCALE };
  });

  const setLocale = useCallback(async (locale: WebLocale) => {
    const catalogue = await loadCatalogue(locale);
    applyLocale(locale);
    setState({ locale, catalogue, ready: true });
  }, []);

  useEffect(() => {
    if (!state.ready)
      setLocale(state.locale).catch((error: unknown) => {
        console.error('Lyceum: English instead', error);
        applyLocale(DEFAULT_LOCALE);
        setState({ locale: DEFAULT_LOCALE, catalogue: null, ready: true });
      });
  }, [state, setLocale]);

  const value = useMemo<I18n>(() => ({ locale: state.locale, t: translator(state.locale, state.catalogue), setLocale }), [state.locale, state.catalogue, setLocale]);
  return state.ready ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
}
