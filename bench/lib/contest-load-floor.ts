/**
 * This machine's floor under the contest's load: the benches' bare Fastify route (api-bare-server.ts, service-kit's
 * server options, no hooks) asked at a steady rate from the same client process, over the same kind of
 * keep-alive pool, while the pages run. Its p99 is what the pages' calls are divided by.
 */
import { Agent } from 'node:http';
import { httpCall } from './contest-load-http.ts';
import type { CallStats } from './contest-load-http.ts';

export class FloorProbe {
  readonly #url: string;
  readonly #intervalMs: number;
  readonly #stats: CallStats;
  readonly #agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  readonly #inFlight = new Set<Promise<void>>();
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(baseUrl: string, ratePerSec: number, stats: CallStats) {
    this.#url = `${baseUrl}/bare`;
    this.#intervalMs = 1000 / ratePerSec;
    this.#stats = stats;
  }

  /** Asks on a fixed schedule from now: a slow answer never delays the next ask. */
  start(): void {
    const startedMs = Date.now();
    let tick = 0;
    const next = () => {
      tick += 1;
      this.#timer = setTimeout(
        () => {
          if (this.#stopped) return;
          this.#ask();
          next();
        },
        Math.max(0, startedMs + tick * this.#intervalMs - Date.now()),
      );
    };
    next();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await Promise.all(this.#inFlight);
    this.#agent.destroy();
  }

  #ask(): void {
    const started = performance.now();
    const done = httpCall(this.#agent, this.#url, { method: 'GET', timeoutMs: 30_000 })
      .then((answer) => {
        if (answer.status === 200) this.#stats.ok('floor', performance.now() - started);
        else this.#stats.failed('floor', `HTTP ${answer.status}`);
      })
      .catch((error: unknown) => {
        this.#stats.failed('floor', (error as Error).message);
      })
      .finally(() => this.#inFlight.delete(done));
    this.#inFlight.add(done);
  }
}
