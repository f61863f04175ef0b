import { useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { downloadWithToken } from '@/lib/download-file';
import { toast } from '@/lib/toast';

/** Downloads every pending invitation link as CSV (name, email, link), for the Users and Import screens. */
export function InvitationLinksButton({ variant = 'outline', ...props }: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadWithToken('/api/users/invitations.csv', 'invitation-links.csv');
    } catch (error) {
      toast.error(TEXT.downloadInvitationsFailed, { description: errorMessage(error, '') || undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} disabled={busy} onClick={onClick} {...props}>
      {busy ? <Spinner label="Downloading" /> : <DownloadIcon />}
      {TEXT.downloadInvitations}
    </Button>
  );
}
