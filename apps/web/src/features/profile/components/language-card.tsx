import { useId, useMemo } from 'react';
import { LanguagesIcon } from 'lucide-react';
import { LOCALES, PSEUDO_LOCALE, isLocale, type Locale } from '@lyceum/shared/i18n';
import { LOCALE_NAMES } from '@lyceum/shared/i18n-names';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { WebLocale } from '@/lib/i18n/locale';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast';
import { useProfile, useSchoolSettings, useUpdatePreferences, useUpdateSchoolSettings } from '@/features/profile/api/profile-api';
import { settingsMessages as m } from '@/features/profile/settings-messages';

const AUTOMATIC = 'automatic';
/** The pseudo-locale is for developers: offered in development builds only. */
const WEB_LOCALES: readonly WebLocale[] = import.meta.env.DEV ? [...LOCALES, PSEUDO_LOCALE] : LOCALES;

/**
 * Settings: the language and time zone the user reads (null on the server: automatic), saved
 * and applied at once, without a reload; for admins, the school's default language too.
 */
export function LanguageCard() {
  const { locale, setLocale, t } = useI18n();
  const { isAdmin } = useSession();
  const profile = useProfile();
  const update = useUpdatePreferences();
  const school = useSchoolSettings(isAdmin);
  const updateSchool = useUpdateSchoolSettings();
  const ids = { language: useId(), zone: useId(), school: useId() };
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  const saved = { onSuccess: () => toast.success(t(m.saved)), onError: (error: unknown) => toast.error(t(m.saveFailed), { description: errorMessage(error, '') || undefined }) };
  const chooseLanguage = (value: string) => {
    // The pseudo-locale is this browser's alone (development); the server keeps shipped languages only.
    if (value === PSEUDO_LOCALE) return void setLocale(PSEUDO_LOCALE);
    update.mutate(
      { locale: isLocale(value) ? value : null },
      {
        ...saved,
        onSuccess: (next) => {
          saved.onSuccess();
          void setLocale(next.locale);
        },
      },
    );
  };
  const languageValue = locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : (profile.data?.localePreference ?? AUTOMATIC);
  const languageName = (value: string) => (value === PSEUDO_LOCALE ? t(m.pseudoLocale) : isLocale(value) ? LOCALE_NAMES[value] : t(m.languageAutomatic));
  const zoneValue = profile.data?.timeZone ?? AUTOMATIC;
  const zoneName = (value: string) => (value === AUTOMATIC ? t(m.timeZoneAutomatic, { zone: deviceZone }) : value);

  return (
    <Card className="gap-4">
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
        <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-accent-foreground dark:bg-primary/20">
          <LanguagesIcon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asLevel="h2" className="text-base">
          {t(m.languageTitle)}
        </CardTitle>
        <CardDescription>{t(m.languageHint)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.language}>{t(m.language)}</Label>
          <Select value={languageValue} onValueChange={chooseLanguage} disabled={profile.isPending || update.isPending}>
            <SelectTrigger id={ids.language} className="w-full" data-testid="language-select">
              <SelectValue>{languageName(languageValue)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {[AUTOMATIC, ...WEB_LOCALES].map((option) => (
                // Each language's name in itself, and in its own language for screen readers.
                <SelectItem key={option} value={option} lang={isLocale(option) ? option : undefined}>
                  {languageName(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.zone}>{t(m.timeZone)}</Label>
          <Select value={zoneValue} onValueChange={(value) => update.mutate({ timeZone: value === AUTOMATIC ? null : value }, saved)} disabled={profile.isPending || update.isPending}>
            <SelectTrigger id={ids.zone} className="w-full">
              <SelectValue>{zoneName(zoneValue)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {[AUTOMATIC, ...zones].map((option) => (
                <SelectItem key={option} value={option}>
                  {zoneName(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {isAdmin && school.data && (
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={ids.school}>{t(m.schoolLanguage)}</Label>
            <Select value={school.data.defaultLocale} onValueChange={(value) => isLocale(value) && updateSchool.mutate({ defaultLocale: value }, saved)} disabled={updateSchool.isPending}>
              <SelectTrigger id={ids.school} className="w-full sm:w-1/2">
                <SelectValue>{LOCALE_NAMES[school.data.defaultLocale]}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {LOCALES.map((option: Locale) => (
                  <SelectItem key={option} value={option} lang={option}>
                    {LOCALE_NAMES[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p className="text-xs text-muted-foreground">{t(m.schoolLanguageHint)}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
