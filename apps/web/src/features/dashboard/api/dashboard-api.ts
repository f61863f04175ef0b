import { queryOptions } from '@tanstack/react-query';
import type { dashboardSchema } from '@lyceum/shared/dashboard';
import { api } from '@/lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** The whole dashboard home in one request: 3 classes, 3 newest assignments and the stat counts. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api.get<typeof dashboardSchema>('/api/dashboard', { signal }),
  });
