import { MailIcon, MailWarningIcon } from 'lucide-react';
import type { EmailStatus } from '@lyceum/shared/email';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

/**
 * One line on the Users screen about email: off (and how to turn it on), working (what waits), or
 * failing (how many, and the SMTP server's last answer), so the admin sees delivery problems where
 * they manage accounts. Shows nothing without a status (it could not be read). The Users page reads
 * it (emailStatusQuery), to show this line and its list together.
 */
export function EmailStatusNote({ status: data }: { status: EmailStatus | undefined }) {
  const t = useT();
  if (!data) return null;
  const lastError = data.lastError && t(m.emailLastError, { message: data.lastError.message, at: formatDateTime(data.lastError.at) });
  if (data.enabled && data.failing > 0) {
    return (
      <Alert variant="destructive">
        <MailWarningIcon />
        <AlertTitle>{t(m.emailFailing, { failing: data.failing })}</AlertTitle>
        {lastError && <AlertDescription className="break-words">{lastError}</AlertDescription>}
      </Alert>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">{t(m.emailStatusTitle)}: </span>
        {data.enabled ? t(m.emailOk, { waiting: data.waiting }) : t(m.emailOff)}
        {data.enabled && lastError && <span className="block break-words text-xs">{lastError}</span>}
      </span>
    </p>
  );
}
