import type { LoginRequest, LoginResponse } from '@lyceum/shared/auth';
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
