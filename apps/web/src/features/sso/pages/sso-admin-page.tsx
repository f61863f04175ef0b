import { PageHeader } from '@/components/page-header';
import { PasswordSettingsCard } from '@/features/sso/components/password-settings-card';
import { ProvidersCard } from '@/features/sso/components/providers-card';
import { SignInLogCard } from '@/features/sso/components/sign-in-log-card';
import { ssoMessages as m } from '@/features/sso/sso-messages';
import { useT } from '@/lib/i18n/i18n-context';

/** /dashboard/sign-in (admins; the route guard checks the role): single sign-on set-up and the sign-in log. */
export function SsoAdminPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t(m.title)} description={t(m.description)} />
      <ProvidersCard />
      <PasswordSettingsCard />
      <SignInLogCard />
    </div>
  );
}
