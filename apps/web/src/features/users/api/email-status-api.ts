import type { invitationLinksSchema, InvitationLink } from '@lyceum/shared/rosters';
import { api } from '@/lib/api-client';

export { emailStatusQuery } from '@/lib/email-status-query';

/** New links for everyone still without a password, each emailed to its user once (older links stop working). */
export const emailInvitations = (): Promise<InvitationLink[]> => api.post<typeof invitationLinksSchema>('/api/users/invitations', { body: { sendEmail: true } });
