import { ROLES } from '@lyceum/shared/roles';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { OrDivider, SsoButtons } from '@/features/auth/components/sso-buttons';
import { useSsoOptions } from '@/features/auth/lib/use-sso-options';
import { authMessages } from '@/features/auth/auth-messages';
import { useT } from '@/lib/i18n/i18n-context';

/**
 * Sign-in (spec sections 1 and 2). The redirect for signed-in users lives in the route guard.
 * The school's identity providers, when set up, come first; with passwords off for every role
 * they are all the page offers.
 */
export function LoginPage() {
  const t = useT();
  const options = useSsoOptions();
  const providers = options?.providers ?? [];
  const passwordsOff = providers.length > 0 && ROLES.every((role) => options?.passwordsOffFor.includes(role));
  return (
    <AuthLayout subtitle={t(authMessages.subtitle)}>
      <div className="grid gap-5">
        {providers.length > 0 && <SsoButtons providers={providers} />}
        {providers.length > 0 && !passwordsOff && <OrDivider />}
        {!passwordsOff && <LoginForm />}
      </div>
    </AuthLayout>
  );
}
