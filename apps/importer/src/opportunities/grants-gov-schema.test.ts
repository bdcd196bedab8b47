import { describe, expect, it } from 'vitest';
import { detailAnswerSchema, searchHitSchema } from './grants-gov-schema.ts';

const hit = {
  id: '350001',
  number: 'EX-26-001',
  title: 'Fictional program',
  agencyCode: 'EX',
  agency: 'Example Agency',
  openDate: '11/01/2026',
  closeDate: '02/15/2027',
  oppStatus: 'posted',
  alnist: ['99.001'],
};

describe("Grants.gov's answers as the sync reads them", () => {
  it('reads a hit with MM/DD/YYYY dates as yyyy-MM-dd, an empty close date as none', () => {
    expect(searchHitSchema.parse(hit)).toMatchObject({
      id: 350001,
      openDate: '2026-11-01',
      closeDate: '2027-02-15',
    });
    expect(searchHitSchema.parse({ ...hit, closeDate: '' }).closeDate).toBeNull();
  });

  it('refuses a hit with a date in another form, an unknown status or no title', () => {
    expect(searchHitSchema.safeParse({ ...hit, closeDate: '2027-02-15' }).success).toBe(false);
    expect(searchHitSchema.safeParse({ ...hit, oppStatus: 'open' }).success).toBe(false);
    expect(searchHitSchema.safeParse({ ...hit, title: undefined }).success).toBe(false);
  });

  it('reads award amounts given as numbers or numeric text, and refuses other text', () => {
    const detail = (awardCeiling: unknown) => ({
      data: {
        id: 1,
        revision: 2,
        synopsis: { synopsisDesc: 'S', awardCeiling, awardFloor: '', applicantTypes: [{ id: '12' }] },
      },
    });
    expect(detailAnswerSchema.parse(detail('$250,000')).data.synopsis).toMatchObject({
      awardCeiling: 250_000,
      awardFloor: null,
    });
    expect(detailAnswerSchema.parse(detail(1500.5)).data.synopsis.awardCeiling).toBe(1500.5);
    expect(detailAnswerSchema.parse(detail('none')).data.synopsis.awardCeiling).toBeNull();
    expect(detailAnswerSchema.safeParse(detail('lots')).success).toBe(false);
    expect(detailAnswerSchema.safeParse({ data: {} }).success).toBe(false);
  });
});
