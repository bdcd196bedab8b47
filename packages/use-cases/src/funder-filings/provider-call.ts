import { DomainError } from '@grantflow/domain/shared/errors';
import { FilingsProviderUnavailableError } from './filings-provider.ts';

/** A provider call whose failure reaches the caller as FILINGS_PROVIDER_UNAVAILABLE, never INTERNAL. */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FilingsProviderUnavailableError)
      throw new DomainError('FILINGS_PROVIDER_UNAVAILABLE', undefined, { cause: error });
    throw error;
  }
}
