import { useDeferredValue, useId } from 'react';
import { BellIcon } from 'lucide-react';
import { EMAIL_DIGESTS, type EmailDigest } from '@lyceum/shared/email';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  sendsEmail,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferencesRequest,
} from '@lyceum/shared/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { usePreferences, useSavePreferences } from '@/features/notifications/api/notifications-api';
import { preferencesMessages as m } from '@/features/notifications/notification-preferences-messages';

const KIND_NAMES: Record<NotificationKind, MessageDescriptor> = {
  new_material: m.newMaterial,
  new_assignment: m.newAssignment,
  comment: m.comment,
  added_to_class: m.addedToClass,
  submission_turned_in: m.turnedIn,
  work_returned: m.workReturned,
  private_comment: m.privateComment,
};
const CHANNEL_NAMES: Record<NotificationChannel, MessageDescriptor> = { in_app: m.inApp, email: m.email, both: m.both, off: m.off };
const DIGEST_NAMES: Record<EmailDigest, MessageDescriptor> = { immediate: m.immediate, daily: m.daily };

/**
 * Settings: per kind of notification, In app, Email, Both or Off, and whether emails come at once
 * or as a daily digest; each change is saved at once. When the server sends no email, Email and
 * Both cannot be chosen (nor the digest) and a note says why.
 */
export function NotificationPreferencesCard() {
  // A row of selects per kind: rendered as a transition, in slices, not one long task.
  const preferences = useDeferredValue(usePreferences());
  const save = useSavePreferences();
  const digestId = useId();
  const t = useT();
  const choose = (change: NotificationPreferencesRequest) =>
    save.mutate(
      change,
      {
        onSuccess: () => toast.success(t(m.saved)),
        onError: (error) => toast.error(t(m.saveFailed), { description: errorMessage(error, '') || undefined }),
      },
    );

  return (
    <Card className="gap-4">
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
        <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-accent-foreground dark:bg-primary/20">
          <BellIcon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asLevel="h2" className="text-base">
          {t(m.title)}
        </CardTitle>
        <CardDescription>{t(m.hint)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {preferences.isPending ? (
          // The rows' own shape, so nothing below moves when the choices arrive.
          <>
            <ul className="divide-y" aria-busy="true" aria-label={t(m.title)}>
              {NOTIFICATION_KINDS.map((kind) => (
                <li key={kind} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                  <span className="text-sm leading-none">{t(KIND_NAMES[kind])}</span>
                  <Skeleton className="h-9 w-full sm:w-36" />
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-2 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-sm leading-none">{t(m.digestLabel)}</span>
              <Skeleton className="h-9 w-full sm:w-48" />
            </div>
            <p className="text-xs text-muted-foreground">{t(m.emailHint)}</p>
          </>
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-destructive-text">
            {errorMessage(preferences.error, t(m.loadFailed))}
          </p>
        ) : (
          <>
            <ul className="divide-y">
              {preferences.data.preferences.map(({ kind, channel }) => (
                <PreferenceRow
                  key={kind}
                  kind={kind}
                  channel={channel}
                  emailEnabled={preferences.data.emailEnabled}
                  disabled={save.isPending}
                  onChange={(next) => choose({ preferences: [{ kind, channel: next }] })}
                />
              ))}
            </ul>
            <div className="flex flex-col gap-2 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
              <Label htmlFor={digestId} className="font-normal">
                {t(m.digestLabel)}
              </Label>
              <Select
                value={preferences.data.emailDigest}
                onValueChange={(next) => choose({ emailDigest: next as EmailDigest })}
                disabled={save.isPending || !preferences.data.emailEnabled}
              >
                <SelectTrigger id={digestId} className="w-full sm:w-48">
                  <SelectValue>{t(DIGEST_NAMES[preferences.data.emailDigest])}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {EMAIL_DIGESTS.map((option) => (
                    <SelectItem key={option} value={option}>
                      {t(DIGEST_NAMES[option])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <p className="text-xs text-muted-foreground">{t(preferences.data.emailEnabled ? m.digestHint : m.emailOff)}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PreferenceRow({
  kind,
  channel,
  emailEnabled,
  disabled,
  onChange,
}: {
  kind: NotificationKind;
  channel: NotificationChannel;
  emailEnabled: boolean;
  disabled: boolean;
  onChange: (channel: NotificationChannel) => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <Label htmlFor={id} className="font-normal">
        {t(KIND_NAMES[kind])}
      </Label>
      <Select value={channel} onValueChange={(next) => onChange(next as NotificationChannel)} disabled={disabled}>
        <SelectTrigger id={id} className="w-full sm:w-36">
          <SelectValue>{t(CHANNEL_NAMES[channel])}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {NOTIFICATION_CHANNELS.map((option) => (
            // Without SMTP on the server, email cannot be chosen (a choice made before stays shown).
            <SelectItem key={option} value={option} disabled={!emailEnabled && sendsEmail(option)}>
              {t(CHANNEL_NAMES[option])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </li>
  );
}
