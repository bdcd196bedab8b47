// What the 990 research use cases need from the public filings provider (docs/product.md, Funder research),
// implemented over ProPublica's Nonprofit Explorer in @grantflow/service/nonprofit-explorer and pointed at a
// local fake in tests.

export type FilingFormType = '990' | '990EZ' | '990PF';

export interface FilingCandidate {
  /** Nine digits, no dash. */
  ein: string;
  name: string;
  city: string | null;
  state: string | null;
}

export interface PublicFiling {
  year: number;
  formType: FilingFormType;
  /** Whole dollars, as the filing states them; null when it does not. */
  revenue: number | null;
  assets: number | null;
  /** Only private foundations (990-PF) report grants paid. */
  grantsPaid: number | null;
  sourceUrl: string;
}

/** The provider could not be reached or kept refusing (FILINGS_PROVIDER_UNAVAILABLE to the caller). */
export class FilingsProviderUnavailableError extends Error {
  override readonly name = 'FilingsProviderUnavailableError';
}

export interface FilingsProvider {
  search(query: string): Promise<FilingCandidate[]>;
  /** The organisation's filings, or null when the provider knows no such EIN. */
  filings(ein: string): Promise<PublicFiling[] | null>;
}
