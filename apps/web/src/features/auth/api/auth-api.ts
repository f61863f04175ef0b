import type { LoginRequest, LoginResponse } from '@lyceum/shared/auth';
import type { AcceptInviteRequest } from '@lyceum/shared/rosters';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/login, the response checked against the shared schema. The schema (and zod
 * with it) downloads alongside the request rather than with the sign-in page, which is
 * smaller for it; the dashboard the user lands on needs zod anyway.
 */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const [{ loginResponseSchema }, body] = await Promise.all([
    import('@lyceum/shared/auth'),
    api.post('/api/auth/login', { body: credentials }),
  ]);
  return loginResponseSchema.parse(body);
}

/** POST /api/auth/accept-invite: sets the first password; the answer is a sign-in's. */
export async function acceptInvite(request: AcceptInviteRequest): Promise<LoginResponse> {
  const [{ loginResponseSchema }, body] = await Promise.all([
    import('@lyceum/shared/auth'),
    api.post('/api/auth/accept-invite', { body: request }),
  ]);
  return loginResponseSchema.parse(body);
}
