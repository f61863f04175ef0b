import { useEffect, useState } from 'react';
import type { SsoOptions } from '@lyceum/shared/sso';
import { fetchSsoOptions } from '@/features/auth/api/sso-api';

const NONE: SsoOptions = { providers: [], passwordsOffFor: [] };

/**
 * The sign-in options, read once (plain state: the sign-in pages do without the query library).
 * null while they load; when they cannot be read, the password form alone, as before SSO.
 */
export function useSsoOptions(): SsoOptions | null {
  const [options, setOptions] = useState<SsoOptions | null>(null);
  useEffect(() => {
    let current = true;
    fetchSsoOptions().then(
      (answer) => current && setOptions(answer),
      () => current && setOptions(NONE),
    );
    return () => {
      current = false;
    };
  }, []);
  return options;
}
