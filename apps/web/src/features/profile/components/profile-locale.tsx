import { useEffect } from 'react';
import { PSEUDO_LOCALE } from '@lyceum/shared/i18n';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useProfile } from '@/features/profile/api/profile-api';

/**
 * The signed-in shell follows the profile's language (the user's choice, else their browser's,
 * else the school's default): a choice made on another device, or a school default the browser
 * could not know, applies once the profile arrives. The development pseudo-locale stays put.
 */
export function ProfileLocale() {
  const wanted = useProfile().data?.locale;
  const { locale, setLocale } = useI18n();
  useEffect(() => {
    if (wanted && wanted !== locale && locale !== PSEUDO_LOCALE) void setLocale(wanted);
  }, [wanted, locale, setLocale]);
  return null;
}
