import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Provider } from 'urql';
import { createUrqlClient } from './urql.ts';

const ResetContext = createContext<() => void>(() => {});

/** Swapping the client drops every cached answer, so all screens refetch for the new user or organisation. */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState(createUrqlClient);
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
