import { useEffect, useState } from 'react';
import { PSEUDO_LOCALE } from '@lyceum/shared/i18n';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useProfile } from '@/features/profile/api/profile-api';
import { whenPageSettled } from '@/lib/deferred-module';

/**
 * The signed-in shell follows the profile's language (the user's choice, else their browser's,
 * else the school's default): a choice made on another device, or a school default the browser
 * could not know, applies once the profile arrives. The development pseudo-locale stays put.
 * The profile is asked for once the page has settled: the language the browser last showed is
 * already on screen (lib/i18n/locale.ts), so this read only corrects it and must not compete with
 * the page's own first reads.
 */
export function ProfileLocale() {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  const wanted = useProfile({ enabled: settled }).data?.locale;
  const { locale, setLocale } = useI18n();
  useEffect(() => {
    if (wanted && wanted !== locale && locale !== PSEUDO_LOCALE) void setLocale(wanted);
  }, [wanted, locale, setLocale]);
  return null;
}
