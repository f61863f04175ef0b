import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily downloaded dialog (React.lazy) from the first time it is open, and nothing
 * before: the dialog, and Radix's dialog primitives with it (~11 kB gzip with react-remove-scroll),
 * download when someone first opens it, not with the page before its first paint. Once opened it
 * stays mounted, so it can fade out when closed.
 */
export function MountedOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  // Adjusting state while rendering (React's documented pattern): mounted from the first opening on.
  if (open && !opened) setOpened(true);
  if (!open && !opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
