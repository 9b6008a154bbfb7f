/**
 * Each service's event-loop delay over the run, from its own /metrics (prom-client's default metrics, read with
 * root's token): prom-client resets the delay histogram at each read, so a read at the start and one at the end
 * give the p99 and max delay of the run alone. A long delay there is time the service could answer nothing.
 */
import type { ChaosPlatform, ServiceName } from './chaos-platform.ts';
import { SERVICES } from './chaos-platform.ts';

export interface LoopDelay {
  service: ServiceName;
  p99Ms: number;
  maxMs: number;
}

async function read(platform: ChaosPlatform, service: ServiceName, token: string): Promise<LoopDelay> {
  const text = await fetch(`http://127.0.0.1:${platform.ports[service]}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  })
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '');
  const value = (name: string): number => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.eE+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN) * 1000;
  return { service, p99Ms: value('nodejs_eventloop_lag_p99_seconds'), maxMs: value('nodejs_eventloop_lag_max_seconds') };
}

/** Reads every service's delay figures (the start of a window resets them). */
export function eventLoopDelays(platform: ChaosPlatform, token: string): Promise<LoopDelay[]> {
  return Promise.all(SERVICES.map((service) => read(platform, service, token)));
}
