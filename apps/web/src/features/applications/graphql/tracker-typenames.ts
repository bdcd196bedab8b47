// urql's document cache drops cached answers that contain these types when a mutation names them. A tracker
// change moves derived values elsewhere (funder last award and totals, program achieved amounts, dashboard),
// so every tracker mutation discards them all (§7: cached organisation, application and funder data).
export const TRACKER_TYPENAMES = [
  'Application',
  'Grant',
  'Report',
  'Funder',
  'FunderProfile',
  'Program',
  'Organization',
];

export const trackerMutationContext = { additionalTypenames: TRACKER_TYPENAMES };
