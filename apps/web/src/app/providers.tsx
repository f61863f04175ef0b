import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/sonner';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session/session-provider';
import { useTheme } from '@/lib/theme/theme-context';
import { ThemeProvider } from '@/lib/theme/theme-provider';

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} />;
}

/** App-wide state: server cache, theme, session, and the toast outlet. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>
          {children}
          <ThemedToaster />
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
