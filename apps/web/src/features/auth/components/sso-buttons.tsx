import { KeyRoundIcon } from 'lucide-react';
import type { SsoOptions } from '@lyceum/shared/sso';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/i18n-context';
import { ssoStartUrl } from '@/features/auth/api/sso-api';
import { authMessages as m } from '@/features/auth/auth-messages';

/**
 * One button per identity provider the school set up: links (a full navigation to the provider's
 * sign-in), above the password form, or alone when no one may use a password.
 */
export function SsoButtons({ providers, verb = 'signIn', invite, returnTo }: { providers: SsoOptions['providers']; verb?: 'signIn' | 'continue'; invite?: string; returnTo?: string }) {
  const t = useT();
  if (providers.length === 0) return null;
  return (
    <div className="grid gap-3" data-testid="sso-buttons">
      {providers.map((provider) => (
        <a
          key={provider._id}
          href={ssoStartUrl(provider._id, { ...(invite ? { invite } : {}), ...(returnTo ? { returnTo } : {}) })}
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
        >
          <KeyRoundIcon aria-hidden="true" />
          {t(verb === 'signIn' ? m.signInWith : m.continueWith, { provider: provider.label })}
        </a>
      ))}
    </div>
  );
}

/** "or", between the providers' buttons and the password form. */
export function OrDivider() {
  const t = useT();
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground" role="separator" aria-label={t(m.or)}>
      <span className="h-px flex-1 bg-border" />
      <span aria-hidden="true">{t(m.or)}</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
