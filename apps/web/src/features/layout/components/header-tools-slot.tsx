import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { loadedHeaderTools, loadHeaderTools } from './header-chunks.ts';
import type { HeaderTools } from './header-tools.tsx';

const LazyHeaderTools = lazy(() => loadHeaderTools().then((m) => ({ default: m.HeaderTools })));

/**
 * The header's tools, a chunk of their own (header-chunks.ts): rendered at once when the chunk is there (a
 * wide window's first screen), else when it arrives. Decided once per mount, so the tools never remount.
 */
export function HeaderToolsSlot(props: ComponentProps<typeof HeaderTools>) {
  const [loaded] = useState(loadedHeaderTools);
  if (loaded) return <loaded.HeaderTools {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyHeaderTools {...props} />
    </Suspense>
  );
}
