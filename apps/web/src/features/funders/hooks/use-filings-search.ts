import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphqlErrorText } from '../../../lib/mutation-error.ts';
import { ConfirmFunderEinMutation, FindFunderFilingsQuery } from '../graphql/funder-filings.ts';

// Sorting the funders list by a 990 figure reads the filings again once an EIN is confirmed.
const context = { additionalTypenames: ['Funder', 'FunderFiling', 'FunderPage'] };

/** The 990 search (asked only when the person runs it) and confirming one of its candidates. */
export function useFilingsSearch(funderId: string, onConfirmed: () => void) {
  const [search, setSearch] = useState<string | null>(null);
  const [found] = useQuery({
    query: FindFunderFilingsQuery,
    variables: { funderId, search },
    pause: search === null,
    requestPolicy: 'network-only',
  });
  const [confirming, confirm] = useMutation(ConfirmFunderEinMutation);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const confirmEin = async (ein: string) => {
    setConfirmError(null);
    const result = await confirm({ funderId, ein }, context);
    if (result.error) return setConfirmError(graphqlErrorText(result.error) ?? result.error.message);
    setSearch(null);
    onConfirmed();
  };

  return {
    run: (text: string) => setSearch(text.trim()),
    reset: () => setSearch(null),
    searched: search !== null,
    fetching: found.fetching,
    candidates: found.data?.findFunderFilings ?? null,
    searchError: found.error ? (graphqlErrorText(found.error) ?? found.error.message) : null,
    confirmEin,
    confirming: confirming.fetching ? (confirming.operation?.variables.ein ?? null) : null,
    confirmError,
  };
}
