import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LinkIcon, MailIcon } from 'lucide-react';
import type { userInvitationSchema, UserInvitation } from '@lyceum/shared/rosters';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { emailStatusQuery } from '@/lib/email-status-query';
import { toast } from '@/lib/toast';
import { useT, type Translate } from '@/lib/i18n/i18n-context';
import { invitationMessages as m } from '@/components/invitation-messages';

const path = (id: string) => `/api/users/${encodeURIComponent(id)}/invitation`;
const fetchInvitation = (id: string) => api.get<typeof userInvitationSchema>(path(id));
const emailInvitation = (id: string) => api.post<typeof userInvitationSchema>(`${path(id)}/email`);

/** Under the toast: until when the link works, or that it is a new one (the old one no longer works). */
const noteOf = (t: Translate, invitation: UserInvitation) => (invitation.renewed ? t(m.invitationRenewed) : t(m.invitationWorksUntil, { day: formatDate(invitation.expiresAt) }));

/**
 * One person's invitation, beside their name (Users rows, an import's result), as labelled buttons
 * (a phone has no hover to name an icon): copy their link
 * (the same link while it works), and email it again when the server emails. Where the browser
 * will not write the clipboard, the link is shown in a dialog to copy by hand.
 */
export function InvitationActions({ user }: { user: { _id: string; name: string } }) {
  const t = useT();
  const { data: email } = useQuery(emailStatusQuery());
  const [shown, setShown] = useState<UserInvitation | null>(null);
  const copy = useMutation({
    mutationFn: () => fetchInvitation(user._id),
    onSuccess: async (invitation) => {
      try {
        await navigator.clipboard.writeText(invitation.link);
        toast.success(t(m.invitationCopied, { name: user.name }), { description: noteOf(t, invitation) });
      } catch {
        setShown(invitation);
      }
    },
    onError: (error) => toast.error(t(m.copyInvitationFailed), { description: errorMessage(error, '') || undefined }),
  });
  const send = useMutation({
    mutationFn: () => emailInvitation(user._id),
    onSuccess: (invitation) => toast.success(t(m.invitationEmailed, { name: invitation.name, email: invitation.email }), { description: noteOf(t, invitation) }),
    onError: (error) => toast.error(t(m.emailInvitationFailed), { description: errorMessage(error, '') || undefined }),
  });
  return (
    <>
      <Button variant="ghost" size="sm" className="justify-start px-2" aria-label={t(m.copyInvitation, { name: user.name })} disabled={copy.isPending} onClick={() => copy.mutate()}>
        <LinkIcon aria-hidden="true" />
        {t(m.copyInvitationLabel)}
      </Button>
      {email?.enabled && (
        <Button variant="ghost" size="sm" className="justify-start px-2" aria-label={t(m.emailInvitation, { name: user.name })} disabled={send.isPending} onClick={() => send.mutate()}>
          <MailIcon aria-hidden="true" />
          {t(m.emailInvitationLabel)}
        </Button>
      )}
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t(m.invitationLinkTitle, { name: user.name })}</DialogTitle>
            <DialogDescription>
              {t(m.invitationLinkManual)} {shown && noteOf(t, shown)}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`invitation-link-${user._id}`}>{t(m.invitationLinkLabel)}</Label>
            <Input id={`invitation-link-${user._id}`} readOnly value={shown?.link ?? ''} onFocus={(event) => event.currentTarget.select()} autoFocus />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
