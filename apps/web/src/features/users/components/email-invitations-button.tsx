import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SendIcon } from 'lucide-react';
import { EMAIL_TEXT as TEXT } from '@lyceum/shared/email';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { emailInvitations, emailStatusQuery } from '@/features/users/api/email-status-api';

/** Emails everyone still without a password a new invitation link, after a confirmation; shown only when the server emails. */
export function EmailInvitationsButton() {
  const { data } = useQuery(emailStatusQuery());
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: emailInvitations,
    onSuccess: async (links) => {
      toast.success(TEXT.invitationsEmailed(links.length));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: emailStatusQuery().queryKey });
    },
    onError: (error) => toast.error(TEXT.emailInvitationsFailed, { description: errorMessage(error, '') || undefined }),
  });
  if (!data?.enabled) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <SendIcon /> {TEXT.emailInvitations}
      </Button>
      <LazyConfirmDialog
        open={open}
        title={TEXT.emailInvitations}
        description={TEXT.emailInvitationsConfirm}
        confirmLabel={TEXT.emailInvitations}
        pendingLabel="Sending"
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
