import { type FilingsProvider, FilingsProviderUnavailableError } from './filings-provider.ts';

/** A service built without a filings provider (tests of other features): every call is "cannot be reached". */
export const unreachableFilings: FilingsProvider = {
  search: () => Promise.reject(new FilingsProviderUnavailableError('no filings provider configured')),
  filings: () => Promise.reject(new FilingsProviderUnavailableError('no filings provider configured')),
};
