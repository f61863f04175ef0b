import type { LoginRequest, loginResponseSchema } from '@lyceum/shared/auth';
import type { AcceptInviteRequest } from '@lyceum/shared/rosters';
import { api } from '@/lib/api-client';

/** POST /api/auth/login. */
export const login = (credentials: LoginRequest) => api.post<typeof loginResponseSchema>('/api/auth/login', { body: credentials });

/** POST /api/auth/accept-invite: sets the first password; the answer is a sign-in's. */
export const acceptInvite = (request: AcceptInviteRequest) =>
  api.post<typeof loginResponseSchema>('/api/auth/accept-invite', { body: request });
