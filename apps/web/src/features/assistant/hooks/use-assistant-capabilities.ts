import type { AssistantCapabilities } from '@grantflow/validation/assistant-wire';
import { useEffect, useState } from 'react';
import { aiRequest } from '../utils/ai-request.ts';

/** What the assistant can do on this installation (GET /ai/capabilities); null until it is known. */
export function useAssistantCapabilities(): AssistantCapabilities | null {
  const [capabilities, setCapabilities] = useState<AssistantCapabilities | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void aiRequest<AssistantCapabilities>('/ai/capabilities', { signal: controller.signal }).then(
      (result) => {
        if (!controller.signal.aborted && result.ok) setCapabilities(result.data);
      },
    );
    return () => controller.abort();
  }, []);
  return capabilities;
}
