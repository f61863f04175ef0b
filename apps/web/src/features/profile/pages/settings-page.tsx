import { BellIcon, KeyRoundIcon, PaletteIcon, UserRoundIcon, type LucideIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-context';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { LanguageCard } from '@/features/profile/components/language-card';
import { settingsMessages as m } from '@/features/profile/settings-messages';
import { CalendarFeedCard } from '@/features/profile/components/calendar-feed-card';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card';

interface Upcoming {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
  status: MessageDescriptor;
  variant: BadgeProps['variant'];
}

// Spec section 2, Settings: a coming-soon page with these four statuses.
const upcoming: Upcoming[] = [
  { icon: UserRoundIcon, title: m.profileTitle, text: m.profileText, status: m.inDevelopment, variant: 'default' },
  { icon: KeyRoundIcon, title: m.securityTitle, text: m.securityText, status: m.comingSoon, variant: 'success' },
  { icon: BellIcon, title: m.notificationsTitle, text: m.notificationsText, status: m.planned, variant: 'secondary' },
  { icon: PaletteIcon, title: m.preferencesTitle, text: m.preferencesText, status: m.future, variant: 'outline' },
];

/** Settings (route /dashboard/profile): language, notification preferences, the calendar feed, then the spec's coming-soon cards. */
export function SettingsPage() {
  const t = useT();
  return (
    <div className="space-y-6">
      <PageHeader title={t(m.title)} description={t(m.description)} />
      <LanguageCard />
      <NotificationPreferencesCard />
      <CalendarFeedCard />
      <div className="grid gap-4 md:grid-cols-2">
        {upcoming.map(({ icon: Icon, title, text, status, variant }) => (
          <Card key={title.id} className="gap-0">
            <CardHeader className="grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1">
              <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-accent-foreground dark:bg-primary/20">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle asLevel="h2" className="text-base">
                {t(title)}
              </CardTitle>
              <Badge variant={variant} className="row-span-2 self-center">
                {t(status)}
              </Badge>
              <CardDescription>{t(text)}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
      <Card className="items-center gap-3 px-6 text-center">
        <h2 className="font-semibold">{t(m.notifyTitle)}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{t(m.notifyText)}</p>
        <Button onClick={() => toast.info(t(m.notifyToast))}>
          <BellIcon /> {t(m.notifyButton)}
        </Button>
      </Card>
    </div>
  );
}
