/**
 * The HTTP benches' runner: one autocannon run against a server the bench started, at a fixed offered
 * load or as fast as answers come, with the server's CPU time per request (and another process's, such
 * as NATS, when asked), and the processes' memory from /proc.
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { cpuSeconds } from './api-cpu.ts';

/** A route under load. */
export interface LoadTarget {
  name: string;
  /** The server: the service under test, or the bare reference. */
  server: { baseUrl: string; pid: number };
  /** GET when there is no body, POST when there is one, unless given. */
  method?: 'GET' | 'POST';
  path: string;
  body?: object;
  token?: string;
  /** Sent as a browser sends it (`Accept-Encoding: gzip, deflate, br`): the kept pages answer gzipped. */
  acceptGzip?: boolean;
}

/** How to load a target. */
export interface LoadOptions {
  connections: number;
  durationSec: number;
  /** Requests per second offered over all connections; 0 asks as fast as answers come (saturation). */
  rate: number;
  /** Another process whose CPU per request is measured over the same run (NATS), or null. */
  alsoCpuOf?: number | null;
}

/** What one run measured. */
export interface LoadRun {
  requestsPerSec: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers, errors and timeouts. */
  failed: number;
  /** CPU time per request answered, in µs: of the server, and of `alsoCpuOf` (NaN when none). */
  serverCpuUs: number;
  otherCpuUs: number;
}

/** Loads `target` for `durationSec` and measures it. */
export async function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadRun> {
  const other = options.alsoCpuOf ?? null;
  const cpu = () => Promise.all([cpuSeconds(target.server.pid), other === null ? Number.NaN : cpuSeconds(other)]);
  const before = await cpu();
  const result = await autocannon({
    url: `${target.server.baseUrl}${target.path}`,
    method: target.method ?? (target.body ? 'POST' : 'GET'),
    connections: options.connections,
    duration: options.durationSec,
    timeout: 10,
    // A fixed offered load: the latency the pages see at that many requests per second.
    ...(options.rate > 0 ? { overallRate: options.rate } : {}),
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    headers: {
      ...(target.body ? { 'content-type': 'application/json' } : {}),
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      ...(target.acceptGzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}),
    },
  });
  const after = await cpu();
  const perRequestUs = (index: 0 | 1): number => ((after[index] - before[index]) * 1e6) / Math.max(result.requests.total, 1);
  return {
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.non2xx + result.errors + result.timeouts,
    serverCpuUs: perRequestUs(0),
    otherCpuUs: perRequestUs(1),
  };
}

async function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Resident memory of a process, in MB (Linux). */
export async function rssMb(pid: number): Promise<number> {
  return (await statusKb(pid, 'VmRSS')) / 1024;
}

/** The largest resident memory a process has had, in MB (Linux). */
export async function peakRssMb(pid: number): Promise<number> {
  return (await statusKb(pid, 'VmHWM')) / 1024;
}
