import { toast } from '@/lib/toast';
import { fetchSsoLogoutUrl, rememberedSsoProvider, rememberSsoProvider } from '@/features/auth/api/sso-api';

/**
 * Call just before signing out of Lyceum (while the token is still sent): when the session came
 * from an identity provider that offers a logout, a toast then offers to sign out there too
 * (RP-initiated logout). Lyceum's own sign-out never waits for it.
 */
export function offerProviderSignOut(): void {
  const provider = rememberedSsoProvider();
  if (provider === null) return;
  rememberSsoProvider(null);
  fetchSsoLogoutUrl(provider).then(
    ({ url }) => {
      if (url === null) return;
      toast.info('You are signed out of Lyceum.', {
        duration: 20_000,
        action: { label: 'Sign out of your school account too', onClick: () => window.location.assign(url) },
      });
    },
    () => undefined,
  );
}
