/** What is still missing to reach a goal: goal minus achieved, never below zero (0 without a goal). */
export function goalMissing(goalCents: number | null, achievedCents: number): number {
  return Math.max((goalCents ?? 0) - achievedCents, 0);
}

/** Achieved as a percentage of the goal (may exceed 100); 0 without a goal. */
export function goalPercentage(goalCents: number | null, achievedCents: number): number {
  return goalCents !== null && goalCents > 0 ? (achievedCents / goalCents) * 100 : 0;
}
