import { MailIcon, MailWarningIcon } from 'lucide-react';
import { EMAIL_TEXT as TEXT, type EmailStatus } from '@lyceum/shared/email';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/dates';

/**
 * One line on the Users screen about email: off (and how to turn it on), working (what waits), or
 * failing (how many, and the SMTP server's last answer), so the admin sees delivery problems where
 * they manage accounts. Shows nothing without a status (it could not be read). The Users page reads
 * it (emailStatusQuery), to show this line and its list together.
 */
export function EmailStatusNote({ status: data }: { status: EmailStatus | undefined }) {
  if (!data) return null;
  const lastError = data.lastError && TEXT.lastError(data.lastError.message, formatDateTime(data.lastError.at));
  if (data.enabled && data.failing > 0) {
    return (
      <Alert variant="destructive">
        <MailWarningIcon />
        <AlertTitle>{TEXT.statusFailing(data.failing)}</AlertTitle>
        {lastError && <AlertDescription className="break-words">{lastError}</AlertDescription>}
      </Alert>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">{TEXT.statusTitle}: </span>
        {data.enabled ? TEXT.statusOk(data.waiting) : TEXT.statusOff}
        {data.enabled && lastError && <span className="block break-words text-xs">{lastError}</span>}
      </span>
    </p>
  );
}
