import { describe, expect, it } from 'vitest';
import { awardAmount, awardRangeText } from './award-range.ts';

describe('awardRangeText', () => {
  it('states a range in USD with the language separators', () => {
    expect(awardRangeText(10000, 250000, 'en')).toEqual({
      key: 'opportunities.award_range',
      params: { floor: '$10,000', ceiling: '$250,000' },
    });
    const de = awardRangeText(10000, 250000, 'de');
    const spaced = Object.values(de.params).map((text) => text.replace(/\s/g, ' '));
    expect(spaced).toEqual(['10.000 $', '250.000 $']);
  });

  it('says "up to" with only a ceiling (or floor = ceiling), "from" with only a floor', () => {
    expect(awardRangeText(null, 50000, 'en').key).toBe('opportunities.award_up_to');
    expect(awardRangeText(50000, 50000, 'en').key).toBe('opportunities.award_up_to');
    expect(awardRangeText(5000, 0, 'en')).toEqual({
      key: 'opportunities.award_from',
      params: { floor: '$5,000' },
    });
  });

  it('reads none or zero as not stated', () => {
    expect(awardRangeText(null, null).key).toBe('opportunities.award_unstated');
    expect(awardRangeText(0, 0).key).toBe('opportunities.award_unstated');
    expect(awardAmount(0)).toBeNull();
  });
});
