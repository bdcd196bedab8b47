import type { AuthProviders } from '@grantflow/validation/rest-wire';
import { useEffect, useState } from 'react';
import { restRequest } from '../../../lib/rest-client.ts';
import { type ProviderAvailability, readProviders } from '../utils/oauth-return.ts';

/** Which external sign-ins the operator has set up (`/auth/providers`), asked once per page. */
export function useSignInProviders(): ProviderAvailability {
  const [providers, setProviders] = useState<ProviderAvailability>(() => readProviders(undefined));
  useEffect(() => {
    const controller = new AbortController();
    void restRequest<AuthProviders>('/auth/providers', { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.ok) setProviders(readProviders(result.data));
    });
    return () => controller.abort();
  }, []);
  return providers;
}
