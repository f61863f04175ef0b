import { PageHeader } from '@/components/page-header';
import { PasswordSettingsCard } from '@/features/sso/components/password-settings-card';
import { ProvidersCard } from '@/features/sso/components/providers-card';
import { SignInLogCard } from '@/features/sso/components/sign-in-log-card';

/** /dashboard/sign-in (admins; the route guard checks the role): single sign-on set-up and the sign-in log. */
export function SsoAdminPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title="Sign-in" description="How students and staff sign in: the school’s identity providers, passwords, and who signed in." />
      <ProvidersCard />
      <PasswordSettingsCard />
      <SignInLogCard />
    </div>
  );
}
