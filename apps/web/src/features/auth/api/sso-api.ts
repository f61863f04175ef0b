import type { ssoExchangeResponseSchema, ssoLogoutResponseSchema, ssoOptionsSchema } from '@lyceum/shared/sso';
import { api } from '@/lib/api-client';

/** GET /api/auth/sso: the providers' buttons, and the roles that may not use a password. */
export const fetchSsoOptions = () => api.get<typeof ssoOptionsSchema>('/api/auth/sso');

/**
 * Where a provider's button goes: a plain navigation, so the server can set the cookie that ties
 * the sign-in to this browser and send the browser on to the provider.
 */
export function ssoStartUrl(providerId: string, options: { returnTo?: string; invite?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.returnTo) query.set('returnTo', options.returnTo);
  if (options.invite) query.set('invite', options.invite);
  const search = query.toString();
  return `/api/auth/sso/${encodeURIComponent(providerId)}/start${search ? `?${search}` : ''}`;
}

/** POST /api/auth/sso/exchange: the one-time code of a finished provider sign-in, for a session (or the reason not). */
export const exchangeSsoCode = (code: string) => api.post<typeof ssoExchangeResponseSchema>('/api/auth/sso/exchange', { body: { code } });

/** POST /api/auth/sso/:id/logout: the provider's own sign-out address, if it has one. */
export const fetchSsoLogoutUrl = (providerId: string) =>
  api.post<typeof ssoLogoutResponseSchema>(`/api/auth/sso/${encodeURIComponent(providerId)}/logout`, { body: {} });

/** The provider of this browser's SSO session, for the sign-out's offer to sign out there too. */
const PROVIDER_KEY = 'lyceum-sso-provider';
export const rememberSsoProvider = (providerId: string | null) =>
  providerId === null ? localStorage.removeItem(PROVIDER_KEY) : localStorage.setItem(PROVIDER_KEY, providerId);
export const rememberedSsoProvider = (): string | null => localStorage.getItem(PROVIDER_KEY);
