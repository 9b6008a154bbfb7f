/** Load generation with autocannon, and the figures the API bench reports. */
import autocannon from 'autocannon';

/** One measured target. */
export interface LoadTarget {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** Extra request headers (a signed-in target's authorization). */
  headers?: Record<string, string>;
}

/** What one target sustained. */
export interface LoadFigures {
  name: string;
  /** Mean requests per second over the run. */
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  total: number;
  /** Answers that were not 2xx, connection errors and timeouts: any of them spoils the figure. */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU milliseconds per request of each watched process (server, database, load generator). */
  cpuMsPerRequest: Record<string, number>;
}

/** The body and headers of a target's requests. */
function requestParts(target: LoadTarget): { body?: string; headers: Record<string, string> } {
  const headers = { ...target.headers, ...(target.body === undefined ? {} : { 'content-type': 'application/json' }) };
  return target.body === undefined ? { headers } : { body: target.body, headers };
}

/** Runs autocannon against one target for `durationSec` with `connections` keep-alive connections. */
export async function load(target: LoadTarget, connections: number, durationSec: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections,
    duration: durationSec,
    timeout: 10,
    ...requestParts(target),
  });
  return {
    name: target.name,
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuMsPerRequest: {},
  };
}

/** Checks a target answers 200 with the envelope before loading it; returns why not, or null. */
export async function probe(target: LoadTarget): Promise<string | null> {
  try {
    const response = await fetch(target.url, {
      method: target.method,
      ...requestParts(target),
    });
    const text = await response.text();
    if (response.status !== 200) return `HTTP ${response.status}: ${text.slice(0, 200)}`;
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
