import { useParams } from 'react-router';
import { ROSTER_SCREEN_MSG } from '@lyceum/shared/roster-screens';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { InviteForm } from '@/features/auth/components/invite-form';

/** /invite/:token: an invited user sets their first password and is signed in. */
export function InvitePage() {
  const { token = '' } = useParams();
  return (
    <AuthLayout subtitle={ROSTER_SCREEN_MSG.inviteSubtitle}>
      <InviteForm token={token} />
    </AuthLayout>
  );
}
