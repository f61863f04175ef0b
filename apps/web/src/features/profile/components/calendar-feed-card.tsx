import { useId, useRef, useState } from 'react';
import { CalendarDaysIcon, CopyIcon, RefreshCwIcon } from 'lucide-react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast';
import { useCalendarFeed, useCreateCalendarFeed } from '@/features/profile/api/calendar-feed-api';
import { calendarFeedMessages as TEXT } from '@/features/profile/calendar-feed-messages';

/**
 * The user's secret calendar address (Settings): shown read-only with Copy, made on request
 * ("Create link"), replaced after a confirmation ("Regenerate"). Admins see why theirs is empty.
 */
export function CalendarFeedCard() {
  const { isAdmin } = useSession();
  const t = useT();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const url = feed.data?.url ?? null;

  const save = (replacing: boolean) =>
    create.mutate(undefined, {
      onSuccess: () => {
        toast.success(replacing ? t(TEXT.regenerated) : t(TEXT.created));
        setConfirming(false);
      },
      onError: (error) => toast.error(t(TEXT.saveFailed), { description: errorMessage(error, '') || undefined }),
    });

  async function copy(link: string) {
    try {
      // Absent outside secure contexts (a plain-http address other than localhost).
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      toast.success(t(TEXT.copied));
    } catch {
      field.current?.select();
      toast.error(t(TEXT.copyFailed));
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
        <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-accent-foreground dark:bg-primary/20">
          <CalendarDaysIcon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asLevel="h2" className="text-base">
          {t(TEXT.sectionTitle)}
        </CardTitle>
        <CardDescription>{isAdmin ? t(TEXT.admin) : t(TEXT.member)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {feed.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : feed.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(feed.error, t(TEXT.loadFailed))}
          </p>
        ) : url === null ? (
          <Button onClick={() => save(false)} disabled={create.isPending}>
            {create.isPending && <Spinner label="Creating" />}
            {t(TEXT.create)}
          </Button>
        ) : (
          <>
            <Label htmlFor={fieldId}>{t(TEXT.fieldLabel)}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id={fieldId} ref={field} readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
              <div className="flex gap-2">
                <Button variant="outline" onClick={() => void copy(url)}>
                  <CopyIcon aria-hidden="true" /> {t(TEXT.copy)}
                </Button>
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  <RefreshCwIcon aria-hidden="true" /> {t(TEXT.regenerate)}
                </Button>
              </div>
            </div>
            <p className="text-sm text-muted-foreground">{t(TEXT.secretHint)}</p>
          </>
        )}
      </CardContent>
      {/* Asks before replacing the address: calendars subscribed to the old one stop updating. */}
      <LazyConfirmDialog
        open={confirming}
        title={t(TEXT.confirmTitle)}
        description={t(TEXT.confirmText)}
        confirmLabel={t(TEXT.confirmAction)}
        pendingLabel="Regenerating"
        pending={create.isPending}
        onConfirm={() => save(true)}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
