import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { profileSchema, schoolSettingsSchema, Profile, SchoolSettings, UpdatePreferencesRequest } from '@lyceum/shared/i18n-schemas';
import { api } from '@/lib/api-client';

/** The signed-in user with the language they read (their choice, else their browser's, else the school's). */
export const profileKey = ['profile'] as const;
export const profileQuery = () => ({ queryKey: profileKey, queryFn: () => api.get<typeof profileSchema>('/api/auth/me') });
export const useProfile = () => useQuery(profileQuery());

/** Saves the language and/or time zone (null: automatic) and puts the new profile in the cache. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesRequest) => api.put<typeof profileSchema>('/api/auth/me/preferences', { body }),
    onSuccess: (profile: Profile) => queryClient.setQueryData(profileKey, profile),
  });
}

const schoolSettingsKey = ['school-settings'] as const;
/** Admins: the school's default language. */
export const useSchoolSettings = (enabled: boolean) =>
  useQuery({ queryKey: schoolSettingsKey, queryFn: () => api.get<typeof schoolSettingsSchema>('/api/school-settings'), enabled });

export function useUpdateSchoolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolSettings) => api.put<typeof schoolSettingsSchema>('/api/school-settings', { body }),
    onSuccess: (settings: SchoolSettings) => {
      queryClient.setQueryData(schoolSettingsKey, settings);
      // Whoever chose no language may now read another.
      void queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}
