import { LogoMark } from '@/components/logo';
import { LoginForm } from '@/features/auth/components/login-form';
import { LoginPromoPanel } from '@/features/auth/components/login-promo-panel';

/** Sign-in (spec sections 1 and 2). The redirect for signed-in users lives in the route guard. */
export function LoginPage() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <LoginPromoPanel />
      <main className="flex items-center justify-center px-6 py-12">
        <div className="w-full max-w-sm space-y-8">
          <div className="space-y-2 text-center">
            <LogoMark className="mx-auto mb-4 size-12 rounded-xl lg:hidden" />
            <h1 className="text-3xl font-semibold tracking-tight">Lyceum</h1>
            <p className="text-muted-foreground">Sign in to your account</p>
          </div>
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <LoginForm />
          </div>
        </div>
      </main>
    </div>
  );
}
