import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SsoProvider } from '@lyceum/shared/sso';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast';
import { checkProvider, saveProvider, ssoKeys } from '@/features/sso/api/sso-admin-api';
import { providerFormMessages } from '@/features/sso/provider-form-messages';

/**
 * Saving a provider of either kind: the list is refreshed, the saved provider is tried at once
 * (its problem, if it has one, is the toast), and a refusal goes to a toast and to the field it
 * names (useFieldErrors' showServer).
 */
export function useSaveProvider({
  fields,
  savedMessage,
  onDone,
}: {
  fields: { showServer(message: string): void };
  /** What the admin must do next at the provider, once it is saved. */
  savedMessage: (saved: SsoProvider) => string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: saveProvider,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ssoKeys.providers });
      const check = await checkProvider(saved._id).catch(() => null);
      if (check && !check.ok) toast.warning(check.message);
      else toast.success(savedMessage(saved));
      onDone();
    },
    onError: (error) => {
      const message = errorMessage(error, t(providerFormMessages.saveFailed));
      toast.error(message);
      // "issuer must be an https:// URL", "domains.0: each domain must be..." at their fields.
      fields.showServer(message);
    },
  });
}
