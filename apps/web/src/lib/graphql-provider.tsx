import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { type Client, Provider } from 'urql';
import { CurrentUserQuery } from '../graphql/current-user.ts';
import { isSignedIn } from './session-marker.ts';
import { createUrqlClient } from './urql.ts';

// main.tsx asks for the current user before React renders (the answer then waits in this client's cache):
// every signed-in screen needs it first, and the question need not wait for the route's and shell's chunks.
let firstClient: Client | null = null;
export function startCurrentUserQuery(): void {
  firstClient ??= createUrqlClient();
  if (isSignedIn()) void firstClient.query(CurrentUserQuery, {}).toPromise();
}

const ResetContext = createContext<() => void>(() => {});

/** Swapping the client drops every cached answer, so all screens refetch for the new user or organisation. */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState(() => firstClient ?? createUrqlClient());
  const reset = useCallback(() => setClient(createUrqlClient()), []);
  const value = useMemo(() => reset, [reset]);
  return (
    <ResetContext.Provider value={value}>
      <Provider value={client}>{children}</Provider>
    </ResetContext.Provider>
  );
}

export function useResetGraphqlClient(): () => void {
  return useContext(ResetContext);
}
