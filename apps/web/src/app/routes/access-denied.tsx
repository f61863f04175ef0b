import { ShieldAlertIcon } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n-context';
import { routeMessages as m } from './route-messages';

/** Shown in place of a page whose required role the signed-in user lacks (spec section 2). */
export function AccessDenied() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive-text">
        <ShieldAlertIcon className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t(m.accessDeniedTitle)}</h1>
      <p className="max-w-sm text-muted-foreground">{t(m.accessDeniedText)}</p>
    </div>
  );
}
