import { queryOptions } from '@tanstack/react-query';
import type { emailStatusSchema } from '@lyceum/shared/email';
import { api } from '@/lib/api-client';

/** GET /api/admin/email-status: whether the server emails, and how delivery is going (admins). Shared by Users and Import. */
export const emailStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'email-status'] as const,
    queryFn: ({ signal }) => api.get<typeof emailStatusSchema>('/api/admin/email-status', { signal }),
    // A failure shows up within a minute of the next look; no need to poll.
    staleTime: 30_000,
  });
