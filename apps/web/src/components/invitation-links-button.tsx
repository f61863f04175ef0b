import { useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { downloadWithToken } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { invitationMessages as m } from '@/components/invitation-messages';

/** Downloads every pending invitation link as CSV (name, email, link), for the Users and Import screens. */
export function InvitationLinksButton({ variant = 'outline', ...props }: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadWithToken('/api/users/invitations.csv', 'invitation-links.csv');
    } catch (error) {
      toast.error(t(m.downloadInvitationsFailed), { description: errorMessage(error, '') || undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} disabled={busy} onClick={onClick} {...props}>
      {busy ? <Spinner label={t(m.downloading)} /> : <DownloadIcon />}
      {t(m.downloadInvitations)}
    </Button>
  );
}
