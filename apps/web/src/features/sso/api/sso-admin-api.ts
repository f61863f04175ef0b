import { queryOptions } from '@tanstack/react-query';
import type { SsoProviderInput, signInEventsPageSchema, SsoSettings, ssoProviderCheckSchema, ssoProviderSchema, ssoProvidersSchema, ssoSettingsSchema } from '@lyceum/shared/sso';
import { api } from '@/lib/api-client';

export const ssoKeys = {
  providers: ['admin', 'sso', 'providers'] as const,
  settings: ['admin', 'sso', 'settings'] as const,
  events: ['admin', 'sign-in-events'] as const,
};

/** GET /api/admin/sso/providers (secrets never come back). */
export const providersQuery = () =>
  queryOptions({ queryKey: ssoKeys.providers, queryFn: ({ signal }) => api.get<typeof ssoProvidersSchema>('/api/admin/sso/providers', { signal }) });

export const settingsQuery = () =>
  queryOptions({ queryKey: ssoKeys.settings, queryFn: ({ signal }) => api.get<typeof ssoSettingsSchema>('/api/admin/sso/settings', { signal }) });

/** GET /api/admin/sign-in-events: the newest 50. */
export const signInEventsQuery = () =>
  queryOptions({ queryKey: ssoKeys.events, queryFn: ({ signal }) => api.get<typeof signInEventsPageSchema>('/api/admin/sign-in-events', { signal }) });

export const saveProvider = ({ id, input }: { id: string | null; input: SsoProviderInput }) =>
  id === null
    ? api.post<typeof ssoProviderSchema>('/api/admin/sso/providers', { body: input })
    : api.put<typeof ssoProviderSchema>(`/api/admin/sso/providers/${encodeURIComponent(id)}`, { body: input });

export const deleteProvider = (id: string) => api.delete(`/api/admin/sso/providers/${encodeURIComponent(id)}`);

export const checkProvider = (id: string) => api.post<typeof ssoProviderCheckSchema>(`/api/admin/sso/providers/${encodeURIComponent(id)}/check`);

export const saveSettings = (settings: SsoSettings) => api.put<typeof ssoSettingsSchema>('/api/admin/sso/settings', { body: settings });
