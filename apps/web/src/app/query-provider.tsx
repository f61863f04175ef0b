import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

/**
 * The server-data cache, owned by the signed-in shell (DashboardLayout) rather than by the app's
 * root: only signed-in pages query the API, so the sign-in page loads no query library. A new
 * cache starts with each mount of the shell, and RequireAuth unmounts the shell the moment the
 * session ends, so the next user of the browser never sees the previous user's data.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
