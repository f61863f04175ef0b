import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/sonner';
import { SessionProvider } from '@/lib/session/session-provider';
import { useTheme } from '@/lib/theme/theme-context';
import { ThemeProvider } from '@/lib/theme/theme-provider';

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} />;
}

/**
 * App-wide state: theme, session, and the toast outlet. The server-data cache belongs to the
 * signed-in shell (app/query-provider.tsx), so the sign-in page does without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <SessionProvider>
        {children}
        <ThemedToaster />
      </SessionProvider>
    </ThemeProvider>
  );
}
