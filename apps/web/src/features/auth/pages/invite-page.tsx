import { useParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { InviteForm } from '@/features/auth/components/invite-form';
import { OrDivider, SsoButtons } from '@/features/auth/components/sso-buttons';
import { useSsoOptions } from '@/features/auth/lib/use-sso-options';
import { inviteMessages } from '@/features/auth/invite-messages';
import { useT } from '@/lib/i18n/i18n-context';

/**
 * /invite/:token: an invited user sets their first password and is signed in, or links the school
 * account they already have (the link is used up either way).
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const providers = useSsoOptions()?.providers ?? [];
  const t = useT();
  return (
    <AuthLayout subtitle={t(inviteMessages.subtitle)}>
      <div className="grid gap-5">
        {providers.length > 0 && <SsoButtons providers={providers} verb="continue" invite={token} />}
        {providers.length > 0 && <OrDivider />}
        <InviteForm token={token} />
      </div>
    </AuthLayout>
  );
}
