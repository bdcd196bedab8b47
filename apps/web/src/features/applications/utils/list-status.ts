interface ListQueryState {
  fetching: boolean;
  error: unknown;
  listing: { items: readonly unknown[] } | undefined;
  organizationLoading: boolean;
}

/** ListState's flags for a paged tracker query: rows already shown stay while a refetch runs or fails. */
export function listStatus({ fetching, error, listing, organizationLoading }: ListQueryState) {
  return {
    loading: (fetching && !listing) || organizationLoading,
    error: Boolean(error) && !listing,
    empty: listing?.items.length === 0,
  };
}
