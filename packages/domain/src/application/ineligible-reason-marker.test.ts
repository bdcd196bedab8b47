import { describe, expect, it } from 'vitest';
import {
  INELIGIBLE_REASON_MARKERS,
  isIneligibleReasonMarker,
  realIneligibleReason,
} from './ineligible-reason-marker.ts';

describe('ineligible reason markers', () => {
  it.each<[string | null | undefined, boolean, string | null]>([
    [INELIGIBLE_REASON_MARKERS.NO, true, null],
    [INELIGIBLE_REASON_MARKERS.AWARDED, true, null],
    [INELIGIBLE_REASON_MARKERS.DECLINED, true, null],
    [` ${INELIGIBLE_REASON_MARKERS.PENDING} `, true, null],
    ['Outside our region', false, 'Outside our region'],
    ['  padded  ', false, 'padded'],
    ['', false, null],
    ['   ', false, null],
    [null, false, null],
    [undefined, false, null],
  ])('%j: marker %s, real reason %j', (text, marker, reason) => {
    expect(isIneligibleReasonMarker(text)).toBe(marker);
    expect(realIneligibleReason(text)).toBe(reason);
  });

  it('markers are distinct', () => {
    const values = Object.values(INELIGIBLE_REASON_MARKERS);
    expect(new Set(values).size).toBe(values.length);
  });
});
