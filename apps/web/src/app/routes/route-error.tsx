import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Last-resort boundary: a crash or a failed page download (e.g. after an upgrade) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        The page could not be shown. Reloading usually helps.{detail && ` (${detail})`}
      </p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCwIcon /> Reload
      </Button>
    </main>
  );
}
