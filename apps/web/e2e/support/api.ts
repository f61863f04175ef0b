import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@lyceum/shared/auth';
import type { Role } from '@lyceum/shared/roles';
import type { PublicUser } from '@lyceum/shared/users';
import { admin, baseUrl } from './env';

/** A JSON call to the server under test; throws with the server's message on failure. */
export async function apiCall<T>(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export function apiLogin(email: string, password: string): Promise<LoginResponse> {
  return apiCall<LoginResponse>('POST', '/api/auth/login', { body: { email, password } });
}

let adminToken: Promise<string> | null = null;
/** The first admin's token, fetched once per test file. */
export function getAdminToken(): Promise<string> {
  adminToken ??= apiLogin(admin.email, admin.password).then((response) => response.token);
  return adminToken;
}

/** An email no other test uses (the database lives for the whole run). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;
}

export interface TestUser extends PublicUser {
  password: string;
}

/** Creates an account through the admin API; name, email and password default to unique values. */
export async function createUser(
  role: Role,
  { name, email, password = 'password123' }: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const token = await getAdminToken();
  const chosenEmail = email ?? uniqueEmail(role);
  const body = { name: name ?? `Test ${role[0]!.toUpperCase()}${role.slice(1)}`, email: chosenEmail, password, role };
  const response = await apiCall<{ user: PublicUser }>('POST', '/api/auth/register', { token, body });
  return { ...response.user, password };
}
