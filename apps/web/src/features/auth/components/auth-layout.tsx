import type { ReactNode } from 'react';
import { LogoMark } from '@/components/logo';
import { LoginPromoPanel } from '@/features/auth/components/login-promo-panel';

/** The signed-out pages' frame (sign-in, invitation): promo panel, product name, a line of text, a card. */
export function AuthLayout({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <LoginPromoPanel />
      <main className="flex items-center justify-center px-6 py-12">
        <div className="w-full max-w-sm space-y-8">
          <div className="space-y-2 text-center">
            <LogoMark className="mx-auto mb-4 size-12 rounded-xl lg:hidden" />
            <h1 className="text-3xl font-semibold tracking-tight">Lyceum</h1>
            <p className="text-muted-foreground">{subtitle}</p>
          </div>
          <div className="rounded-xl border bg-card p-6 shadow-sm">{children}</div>
        </div>
      </main>
    </div>
  );
}
