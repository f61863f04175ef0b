import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deferredModule } from '@/lib/deferred-module';

// The stream and what it refreshes download after the page: nothing on screen waits for them.
const liveUpdates = deferredModule(() => import('@/app/live-updates'));

/** One event stream per tab while the signed-in shell is shown: open pages refresh, the bell counts. */
export function LiveUpdates() {
  const module = liveUpdates.useModule();
  const queryClient = useQueryClient();
  useEffect(() => module?.connectLiveUpdates(queryClient), [module, queryClient]);
  return null;
}
