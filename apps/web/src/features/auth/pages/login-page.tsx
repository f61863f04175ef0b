import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

/** Sign-in (spec sections 1 and 2). The redirect for signed-in users lives in the route guard. */
export function LoginPage() {
  return (
    <AuthLayout subtitle="Sign in to your account">
      <LoginForm />
    </AuthLayout>
  );
}
