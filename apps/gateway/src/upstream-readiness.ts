import type { ReadinessCheck } from '@grantflow/service/health';
import type { UpstreamName } from './route-table.ts';

/**
 * The gateway is ready when each service says it is ready (its own /ready checks PostgreSQL), so an
 * orchestrator or load balancer sees an outage at the one address it probes (issue 12 finding 9).
 * /health stays dependency-free, so an outage never gets the gateway restarted.
 */
export function upstreamChecks(upstreams: Record<UpstreamName, string>): Record<string, ReadinessCheck> {
  return Object.fromEntries(
    Object.entries(upstreams).map(([name, base]) => [
      name,
      async () => {
        const response = await fetch(new URL('/ready', base), { signal: AbortSignal.timeout(1500) });
        await response.body?.cancel();
        if (!response.ok)
          throw Object.assign(new Error(`${name} answered ${response.status}`), { code: 'NOT_READY' });
      },
    ]),
  );
}
