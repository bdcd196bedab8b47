import type {
  OpportunityDetail,
  OpportunityHit,
  OpportunityPage,
  OpportunitySource,
} from '@grantflow/use-cases/opportunities/opportunity-source';
import { detailAnswerSchema, searchAnswerSchema, searchHitSchema } from './grants-gov-schema.ts';
import { postWithRetry, type RetryOptions } from './provider-post.ts';

// Grants.gov's public REST API (docs/operations.md, Opportunity sync): POST {base}/search2 pages through open
// opportunities, POST {base}/fetchOpportunity gives one's details. No key is needed.

export interface GrantsGovClientOptions extends RetryOptions {
  /** GRANTS_GOV_API_URL, e.g. https://api.grants.gov/v1/api */
  baseUrl: string;
  fetch: typeof fetch;
  logger: { warn(object: Record<string, unknown>, message: string): void };
}

/** Where Grants.gov shows an opportunity's official notice. */
export const noticeUrl = (id: number) => `https://www.grants.gov/search-results-detail/${id}`;

export function createGrantsGovClient(options: GrantsGovClientOptions): OpportunitySource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const post = (path: string, body: unknown) => postWithRetry(`${base}/${path}`, body, options);
  return {
    async searchPage(start, rows): Promise<OpportunityPage> {
      const answer = searchAnswerSchema.parse(
        await post('search2', { keyword: '', oppStatuses: 'forecasted|posted', rows, startRecordNum: start }),
      );
      const hits: OpportunityHit[] = [];
      let skipped = 0;
      for (const raw of answer.data.oppHits) {
        const parsed = searchHitSchema.safeParse(raw);
        if (!parsed.success) {
          skipped += 1;
          options.logger.warn(
            { start, issues: parsed.error.issues },
            'grants.gov hit skipped: not as documented',
          );
          continue;
        }
        const hit = parsed.data;
        hits.push({
          grantsGovId: hit.id,
          number: hit.number,
          title: hit.title,
          agencyCode: hit.agencyCode,
          agencyName: hit.agency ?? hit.agencyName ?? hit.agencyCode,
          status: hit.oppStatus,
          openDate: hit.openDate,
          closeDate: hit.closeDate,
          alns: hit.alnist,
        });
      }
      return { hitCount: answer.data.hitCount, hits, skipped };
    },
    async fetchDetail(grantsGovId): Promise<OpportunityDetail | null> {
      const parsed = detailAnswerSchema.safeParse(
        await post('fetchOpportunity', { opportunityId: grantsGovId }),
      );
      if (!parsed.success) {
        options.logger.warn(
          { grantsGovId, issues: parsed.error.issues },
          'grants.gov details skipped: not as documented',
        );
        return null;
      }
      const { data } = parsed.data;
      const updated = data.synopsis.lastUpdatedDate ? new Date(data.synopsis.lastUpdatedDate) : null;
      return {
        revision: data.revision,
        synopsis: data.synopsis.synopsisDesc,
        awardCeilingDollars: data.synopsis.awardCeiling,
        awardFloorDollars: data.synopsis.awardFloor,
        eligibilityCodes: data.synopsis.applicantTypes.map((type) => type.id),
        link: data.synopsis.fundingDescLinkUrl ?? noticeUrl(grantsGovId),
        updatedAt: updated && !Number.isNaN(updated.getTime()) ? updated : null,
      };
    },
  };
}
