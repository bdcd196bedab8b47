import { describe, expect, it } from 'vitest';
import { bulletChartModel } from './bullet-chart.ts';

describe('bulletChartModel', () => {
  it('scales to 110 % of the goal with bands at 50, 75 and 85 %', () => {
    const model = bulletChartModel(200_000, 90_000);
    expect(model?.scale).toBeCloseTo(220_000);
    expect(model?.bands.map((b) => b.share)).toEqual([0.5, 0.75, 0.85, 1.1]);
    expect(model?.bands.map((b) => Math.round(b.value))).toEqual([100_000, 150_000, 170_000, 220_000]);
    expect(model?.achievedShare).toBeCloseTo(0.45);
  });

  it('ends the last band at the scale so the track is filled', () => {
    const model = bulletChartModel(1000, 0);
    expect(model?.bands.at(-1)?.value).toBe(model?.scale);
  });

  it('keeps an achieved amount above the goal (the share exceeds 1)', () => {
    expect(bulletChartModel(100, 150)?.achievedShare).toBe(1.5);
  });

  it.each([0, -5, Number.NaN])('has nothing to track without a goal (%s)', (goal) => {
    expect(bulletChartModel(goal, 500)).toBeNull();
  });
});
