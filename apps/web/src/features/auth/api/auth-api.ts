import { loginResponseSchema, type LoginRequest } from '@lyceum/shared/auth';
import { api } from '@/lib/api-client';

export function login(credentials: LoginRequest) {
  return api.post('/api/auth/login', { body: credentials, schema: loginResponseSchema });
}
