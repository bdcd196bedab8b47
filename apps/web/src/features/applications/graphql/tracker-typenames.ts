// urql's document cache drops cached answers that contain these types when a mutation names them. A tracker
// change moves derived values elsewhere (funder last award and totals, program achieved amounts, dashboard),
// so every tracker mutation discards them all (docs/product.md, GraphQL operations: cached organisation, application and funder data).
export const TRACKER_TYPENAMES = [
  'Application',
  'Grant',
  'Report',
  'Funder',
  'FunderProfile',
  'Program',
  'Organization',
  // The timelines (features/history): a tracker change is an entry of its record's and funder's.
  'HistoryPage',
];

export const trackerMutationContext = { additionalTypenames: TRACKER_TYPENAMES };
