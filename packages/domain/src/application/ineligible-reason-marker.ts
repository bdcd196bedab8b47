// updateApplication always carries ineligibleReason (docs/product.md, Updating an application). Outside the Ineligible branch it holds a marker naming
// the branch taken, so the server can tell "not submitted" (marker) from "ineligible" (a real reason) although
// both clear everything else.
export const INELIGIBLE_REASON_MARKERS = {
  NO: 'marker:not-submitted',
  AWARDED: 'marker:submitted-awarded',
  DECLINED: 'marker:submitted-declined',
  PENDING: 'marker:submitted-pending',
} as const;
export type IneligibleReasonMarker =
  (typeof INELIGIBLE_REASON_MARKERS)[keyof typeof INELIGIBLE_REASON_MARKERS];

const MARKERS: readonly string[] = Object.values(INELIGIBLE_REASON_MARKERS);

export function isIneligibleReasonMarker(text: string | null | undefined): text is IneligibleReasonMarker {
  return typeof text === 'string' && MARKERS.includes(text.trim());
}

/** The user's real ineligible reason, or null for a marker or blank text. */
export function realIneligibleReason(text: string | null | undefined): string | null {
  if (typeof text !== 'string' || isIneligibleReasonMarker(text)) return null;
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
