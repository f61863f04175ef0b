import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { SignInEventsQuery, SsoProviderInput, signInEventsPageSchema, SsoSettings, ssoProviderCheckSchema, ssoProviderSchema, ssoProvidersSchema, ssoSettingsSchema } from '@lyceum/shared/sso';
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

/** The sign-in log's filters, as the screen holds them ('' for any). */
export interface SignInLogFilters {
  who: string;
  method: '' | SignInEventsQuery['method'] & string;
  outcome: '' | SignInEventsQuery['outcome'] & string;
}

/** GET /api/admin/sign-in-events: newest first, a page at a time (`before` the last page's next), filtered. */
export const signInEventsQuery = (filters: SignInLogFilters) =>
  infiniteQueryOptions({
    queryKey: [...ssoKeys.events, filters] as const,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (pageParam !== null) query.set('before', pageParam);
      if (filters.who.trim() !== '') query.set('who', filters.who.trim());
      if (filters.method) query.set('method', filters.method);
      if (filters.outcome) query.set('outcome', filters.outcome);
      const search = query.toString();
      return api.get<typeof signInEventsPageSchema>(`/api/admin/sign-in-events${search ? `?${search}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export const saveProvider = ({ id, input }: { id: string | null; input: SsoProviderInput }) =>
  id === null
    ? api.post<typeof ssoProviderSchema>('/api/admin/sso/providers', { body: input })
    : api.put<typeof ssoProviderSchema>(`/api/admin/sso/providers/${encodeURIComponent(id)}`, { body: input });

export const deleteProvider = (id: string) => api.delete(`/api/admin/sso/providers/${encodeURIComponent(id)}`);

export const checkProvider = (id: string) => api.post<typeof ssoProviderCheckSchema>(`/api/admin/sso/providers/${encodeURIComponent(id)}/check`);

export const saveSettings = (settings: SsoSettings) => api.put<typeof ssoSettingsSchema>('/api/admin/sso/settings', { body: settings });
