import type { ReadinessCheck } from '@grantflow/service/health';
import type { UpstreamName } from './route-table.ts';

/**
 * Each service's own /ready, as the gateway's /ready reports it: an operator sees at the one public address
 * which service is down, while the gateway itself stays ready (a failed service must not take the web app
 * and the other services' routes out of the load balancer with it).
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
