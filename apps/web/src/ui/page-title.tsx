import { Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** The page's one h1; also names the browser tab. */
export function PageTitle({ children, documentTitle }: { children: ReactNode; documentTitle: string }) {
  useEffect(() => {
    document.title = `${documentTitle} · Grantflow`;
  }, [documentTitle]);
  return (
    <Title order={1} mb="md">
      {children}
    </Title>
  );
}
