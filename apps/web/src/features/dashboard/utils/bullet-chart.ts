import { BULLET_CHART } from '@grantflow/domain/constants/limits';

export interface BulletBand {
  /** Upper bound of the band, in dollars. */
  value: number;
  /** Share of the goal the band ends at (0.5, 0.75, 0.85, then the scale's 1.1). */
  share: number;
}

export interface BulletChartModel {
  goal: number;
  achieved: number;
  /** The end of the axis: 110 % of the goal (docs/product.md, Constants and limits). */
  scale: number;
  /** Ascending; the last one ends at the scale, so the track is filled to its end. */
  bands: BulletBand[];
  /** Achieved as a share of the goal (may exceed 1); 0 without a goal. */
  achievedShare: number;
}

/**
 * The fundraising tracker (docs/product.md, Screens and routes; Constants and limits): a goal marker, the achieved bar and qualitative bands at 50, 75 and 85 %
 * of the goal on a scale of 110 % of it. null when the year has no goal: there is nothing to track against.
 */
export function bulletChartModel(goal: number, achieved: number): BulletChartModel | null {
  if (!(goal > 0)) return null;
  const shares = [...BULLET_CHART.bands, BULLET_CHART.scale];
  return {
    goal,
    achieved,
    scale: goal * BULLET_CHART.scale,
    bands: shares.map((share) => ({ share, value: goal * share })),
    achievedShare: achieved / goal,
  };
}
