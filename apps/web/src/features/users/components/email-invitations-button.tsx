import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SendIcon } from 'lucide-react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { emailInvitations, emailStatusQuery } from '@/features/users/api/email-status-api';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

/** Emails everyone still without a password a new invitation link, after a confirmation; shown only when the server emails. */
export function EmailInvitationsButton() {
  const t = useT();
  const { data } = useQuery(emailStatusQuery());
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: emailInvitations,
    onSuccess: async (links) => {
      toast.success(t(m.invitationsEmailed, { count: links.length }));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: emailStatusQuery().queryKey });
    },
    onError: (error) => toast.error(t(m.emailInvitationsFailed), { description: errorMessage(error, '') || undefined }),
  });
  if (!data?.enabled) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <SendIcon /> {t(m.emailInvitations)}
      </Button>
      <LazyConfirmDialog
        open={open}
        title={t(m.emailInvitations)}
        description={t(m.emailInvitationsConfirm)}
        confirmLabel={t(m.emailInvitations)}
        pendingLabel={t(m.sending)}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
