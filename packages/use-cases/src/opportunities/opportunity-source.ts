import type { OpportunityStatus } from '@grantflow/db/repositories/opportunity-sync';

// What the sync needs from an opportunity provider (Grants.gov's client in apps/importer implements it).
// Everything here is already validated: a hit or detail that did not match the provider's schema never
// reaches the sync (the client logs and skips it).

/** One search hit, dates as yyyy-MM-dd. */
export interface OpportunityHit {
  grantsGovId: number;
  number: string;
  title: string;
  agencyCode: string;
  agencyName: string;
  status: OpportunityStatus;
  openDate: string | null;
  closeDate: string | null;
  alns: string[];
}

export interface OpportunityDetail {
  revision: number;
  synopsis: string;
  awardCeilingDollars: number | null;
  awardFloorDollars: number | null;
  eligibilityCodes: string[];
  /** The official notice. */
  link: string;
  updatedAt: Date | null;
}

export interface OpportunityPage {
  hitCount: number;
  hits: OpportunityHit[];
  /** Hits in the page's answer that failed validation (logged by the client), counted for paging. */
  skipped: number;
}

export interface OpportunitySource {
  /** Open (forecasted or posted) opportunities from the 0-based record `start`. */
  searchPage(start: number, rows: number): Promise<OpportunityPage>;
  /** The details, or null when the provider's answer did not validate (logged by the client). */
  fetchDetail(grantsGovId: number): Promise<OpportunityDetail | null>;
}
