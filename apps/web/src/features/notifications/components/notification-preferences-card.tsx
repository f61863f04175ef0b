import { useId } from 'react';
import { BellIcon } from 'lucide-react';
import { NOTIFY_TEXT as TEXT } from '@lyceum/shared/notification-messages';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@lyceum/shared/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePreferences, useSavePreferences } from '@/features/notifications/api/notifications-api';

/** Settings: per kind of notification, In app, Email, Both or Off; each change is saved at once. */
export function NotificationPreferencesCard() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const choose = (kind: NotificationKind, channel: NotificationChannel) =>
    save.mutate(
      { preferences: [{ kind, channel }] },
      {
        onSuccess: () => toast.success(TEXT.preferencesSaved),
        onError: (error) => toast.error(TEXT.preferencesFailed, { description: errorMessage(error, '') || undefined }),
      },
    );

  return (
    <Card className="gap-4">
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
        <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-accent-foreground dark:bg-primary/20">
          <BellIcon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asLevel="h2" className="text-base">
          {TEXT.preferencesTitle}
        </CardTitle>
        <CardDescription>{TEXT.preferencesHint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {preferences.isPending ? (
          // The rows' own shape, so nothing below moves when the choices arrive.
          <>
            <ul className="divide-y" aria-busy="true" aria-label={TEXT.preferencesTitle}>
              {NOTIFICATION_KINDS.map((kind) => (
                <li key={kind} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                  <span className="text-sm leading-none">{NOTIFICATION_KIND_LABELS[kind]}</span>
                  <Skeleton className="h-9 w-full sm:w-36" />
                </li>
              ))}
            </ul>
            <p className="text-xs text-muted-foreground">{TEXT.emailHint}</p>
          </>
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-destructive-text">
            {errorMessage(preferences.error, TEXT.preferencesLoadFailed)}
          </p>
        ) : (
          <>
            <ul className="divide-y">
              {preferences.data.preferences.map(({ kind, channel }) => (
                <PreferenceRow key={kind} kind={kind} channel={channel} disabled={save.isPending} onChange={(next) => choose(kind, next)} />
              ))}
            </ul>
            <p className="text-xs text-muted-foreground">{TEXT.emailHint}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PreferenceRow({ kind, channel, disabled, onChange }: { kind: NotificationKind; channel: NotificationChannel; disabled: boolean; onChange: (channel: NotificationChannel) => void }) {
  const id = useId();
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <Label htmlFor={id} className="font-normal">
        {NOTIFICATION_KIND_LABELS[kind]}
      </Label>
      <Select value={channel} onValueChange={(next) => onChange(next as NotificationChannel)} disabled={disabled}>
        <SelectTrigger id={id} className="w-full sm:w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {NOTIFICATION_CHANNELS.map((option) => (
            <SelectItem key={option} value={option}>
              {NOTIFICATION_CHANNEL_LABELS[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </li>
  );
}
