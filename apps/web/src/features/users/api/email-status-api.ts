import { queryOptions } from '@tanstack/react-query';
import type { emailStatusSchema } from '@lyceum/shared/email';
import type { invitationLinksSchema, InvitationLink } from '@lyceum/shared/rosters';
import { api } from '@/lib/api-client';

/** GET /api/admin/email-status: whether the server emails, and how delivery is going (admins). */
export const emailStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'email-status'] as const,
    queryFn: ({ signal }) => api.get<typeof emailStatusSchema>('/api/admin/email-status', { signal }),
    // A failure shows up within a minute of the next look; no need to poll.
    staleTime: 30_000,
  });

/** New links for everyone still without a password, each emailed to its user once (older links stop working). */
export const emailInvitations = (): Promise<InvitationLink[]> => api.post<typeof invitationLinksSchema>('/api/users/invitations', { body: { sendEmail: true } });
