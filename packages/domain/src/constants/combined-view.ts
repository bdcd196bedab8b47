// The consultant's view across organisations.

/**
 * The most organisations one combined request reads: each costs one tenant transaction, so an ADMIN
 * (who may act for every organisation) picks them explicitly, up to this many.
 */
export const MAX_COMBINED_ORGANIZATIONS = 20;
