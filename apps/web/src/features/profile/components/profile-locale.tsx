import { useEffect, useMemo, type ReactNode } from 'react';
import { PSEUDO_LOCALE } from '@lyceum/shared/i18n';
import { setDateTimeZone } from '@/lib/date-settings';
import { I18nContext, useI18n } from '@/lib/i18n/i18n-context';
import { useProfile } from '@/features/profile/api/profile-api';

/**
 * The signed-in shell follows the profile's language (the user's choice, else their browser's,
 * else the school's default): a choice made on another device, or a school default the browser
 * could not know, applies once the profile arrives. The development pseudo-locale stays put.
 *
 * And its time zone (null: the device's), in which every date of the screens inside is shown. A
 * new zone gives the screens a new language context, so each one that translates (all that show
 * dates) re-renders; here rather than in the app's language provider, which the sign-in page
 * loads and whose every byte counts.
 */
export function ProfileLocale({ children }: { children: ReactNode }) {
  const profile = useProfile().data;
  const wanted = profile?.locale;
  const zone = profile?.timeZone ?? null;
  const i18n = useI18n();
  const { locale, setLocale } = i18n;
  useEffect(() => {
    if (wanted && wanted !== locale && locale !== PSEUDO_LOCALE) void setLocale(wanted);
  }, [wanted, locale, setLocale]);
  const value = useMemo(() => {
    setDateTimeZone(zone);
    return { ...i18n };
  }, [i18n, zone]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
