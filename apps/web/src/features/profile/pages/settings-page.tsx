import { BellIcon, KeyRoundIcon, PaletteIcon, UserRoundIcon, type LucideIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { CalendarFeedCard } from '@/features/profile/components/calendar-feed-card';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card';

interface Upcoming {
  icon: LucideIcon;
  title: string;
  text: string;
  status: 'In Development' | 'Coming Soon' | 'Planned' | 'Future';
  variant: BadgeProps['variant'];
}

// Spec section 2, Settings: a coming-soon page with these four statuses.
const upcoming: Upcoming[] = [
  { icon: UserRoundIcon, title: 'Profile', text: 'Update your name, email and photo.', status: 'In Development', variant: 'default' },
  { icon: KeyRoundIcon, title: 'Password & Security', text: 'Change your password and review sign-ins.', status: 'Coming Soon', variant: 'success' },
  { icon: BellIcon, title: 'Notifications', text: 'Choose how you hear about new assignments.', status: 'Planned', variant: 'secondary' },
  { icon: PaletteIcon, title: 'Preferences', text: 'Language, time zone and accessibility options.', status: 'Future', variant: 'outline' },
];

/** Settings (route /dashboard/profile): notification preferences, the calendar feed, then the spec's coming-soon cards. */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" description="Account settings are coming soon. Here is what we are working on." />
      <NotificationPreferencesCard />
      <CalendarFeedCard />
      <div className="grid gap-4 md:grid-cols-2">
        {upcoming.map(({ icon: Icon, title, text, status, variant }) => (
          <Card key={title} className="gap-0">
            <CardHeader className="grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1">
              <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-accent-foreground dark:bg-primary/20">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle asLevel="h2" className="text-base">
                {title}
              </CardTitle>
              <Badge variant={variant} className="row-span-2 self-center">
                {status}
              </Badge>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
      <Card className="items-center gap-3 px-6 text-center">
        <h2 className="font-semibold">Want to know when settings are ready?</h2>
        <p className="max-w-md text-sm text-muted-foreground">We will let you know as soon as these features arrive.</p>
        <Button onClick={() => toast.info('Thanks! You will be notified when settings are available.')}>
          <BellIcon /> Notify Me
        </Button>
      </Card>
    </div>
  );
}
