import type { ReactNode } from 'react';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { SessionProvider } from '@/lib/session/session-provider';
import { useTheme } from '@/lib/theme/theme-context';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { toaster } from '@/lib/toast';

/**
 * The toast outlet, downloaded after the page (lib/toast.ts): it mounts once the page has
 * settled, so its live region is in place before the first toast, or at once with a toast
 * raised sooner.
 */
function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  const ui = toaster.useModule();
  return ui ? <ui.Toaster theme={resolvedTheme} /> : null;
}

/**
 * App-wide state: language, theme, session, and the toast outlet. The server-data cache belongs to the
 * signed-in shell (app/query-provider.tsx), so the sign-in page does without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <ThemeProvider>
        <SessionProvider>
          {children}
          <ThemedToaster />
        </SessionProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
