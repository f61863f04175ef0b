import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LinkIcon, MailIcon } from 'lucide-react';
import type { userInvitationSchema, UserInvitation } from '@lyceum/shared/rosters';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { emailStatusQuery } from '@/lib/email-status-query';
import { toast } from '@/lib/toast';

const path = (id: string) => `/api/users/${encodeURIComponent(id)}/invitation`;
const fetchInvitation = (id: string) => api.get<typeof userInvitationSchema>(path(id));
const emailInvitation = (id: string) => api.post<typeof userInvitationSchema>(`${path(id)}/email`);

/** Under the toast: until when the link works, or that it is a new one (the old one no longer works). */
const noteOf = (invitation: UserInvitation) => (invitation.renewed ? TEXT.invitationRenewed : TEXT.invitationWorksUntil(formatDate(invitation.expiresAt)));

/**
 * One person's invitation, beside their name (Users rows, an import's result), as labelled buttons
 * (a phone has no hover to name an icon): copy their link
 * (the same link while it works), and email it again when the server emails. Where the browser
 * will not write the clipboard, the link is shown in a dialog to copy by hand.
 */
export function InvitationActions({ user }: { user: { _id: string; name: string } }) {
  const { data: email } = useQuery(emailStatusQuery());
  const [shown, setShown] = useState<UserInvitation | null>(null);
  const copy = useMutation({
    mutationFn: () => fetchInvitation(user._id),
    onSuccess: async (invitation) => {
      try {
        await navigator.clipboard.writeText(invitation.link);
        toast.success(TEXT.invitationCopied(user.name), { description: noteOf(invitation) });
      } catch {
        setShown(invitation);
      }
    },
    onError: (error) => toast.error(TEXT.copyInvitationFailed, { description: errorMessage(error, '') || undefined }),
  });
  const send = useMutation({
    mutationFn: () => emailInvitation(user._id),
    onSuccess: (invitation) => toast.success(TEXT.invitationEmailed(invitation.name, invitation.email), { description: noteOf(invitation) }),
    onError: (error) => toast.error(TEXT.emailInvitationFailed, { description: errorMessage(error, '') || undefined }),
  });
  return (
    <>
      <Button variant="ghost" size="sm" className="justify-start px-2" aria-label={TEXT.copyInvitation(user.name)} disabled={copy.isPending} onClick={() => copy.mutate()}>
        <LinkIcon aria-hidden="true" />
        {TEXT.copyInvitationLabel}
      </Button>
      {email?.enabled && (
        <Button variant="ghost" size="sm" className="justify-start px-2" aria-label={TEXT.emailInvitation(user.name)} disabled={send.isPending} onClick={() => send.mutate()}>
          <MailIcon aria-hidden="true" />
          {TEXT.emailInvitationLabel}
        </Button>
      )}
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{TEXT.invitationLinkTitle(user.name)}</DialogTitle>
            <DialogDescription>
              {TEXT.invitationLinkManual} {shown && noteOf(shown)}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`invitation-link-${user._id}`}>{TEXT.invitationLinkLabel}</Label>
            <Input id={`invitation-link-${user._id}`} readOnly value={shown?.link ?? ''} onFocus={(event) => event.currentTarget.select()} autoFocus />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
