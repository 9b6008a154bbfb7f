import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { KV } from '@nats-io/kv';
import { REVOCATION_MIRROR_LIMITS, RevocationMirror } from './revocation-mirror.ts';

/*
 * Keeps this process's copy of the revocation list (revocation-mirror.ts): a watch of the bucket
 * from its first entry, and a probe of its last sequence every `probeMs`. The copy is dropped, and
 * a new one started, when the watch ends or falls `restartAfterMs` behind a bucket that answers.
 */

/** Where the checks find the copy: one holder per app root (keyed like the memo, by `natsNames`). */
export interface MirrorHolder {
  current: RevocationMirror | null;
  /**
   * Starts the keeper if it is not running (the revocation check calls it): a process keeps a copy from its first
   * signed-in request, so one that serves none (a test's app, a service before its first user) opens no watch.
   */
  want: () => void;
}

const holders = new WeakMap<object, MirrorHolder>();

/** The holder of one app's copy (empty until a keeper runs). */
export function revocationMirrorOf(owner: object): MirrorHolder {
  let holder = holders.get(owner);
  if (!holder) {
    holder = { current: null, want: () => undefined };
    holders.set(owner, holder);
  }
  return holder;
}

/** What a keeper needs of the app: the bucket, NATS readiness, a log. */
export interface MirrorKeeperHost {
  openBucket: () => Promise<KV>;
  waitForNats: (signal: AbortSignal) => Promise<unknown>;
  log: Pick<FastifyInstance['log'], 'warn'>;
}

/** Pause before watching again after a failed or ended watch. */
const REWATCH_MS = 1_000;

/** Keeps `holder.current` a confirmed copy of the list until `signal` aborts. */
export async function keepRevocationMirror(host: MirrorKeeperHost, holder: MirrorHolder, signal: AbortSignal): Promise<void> {
  // A function, not the property: it changes while the loop awaits, which narrowing cannot see.
  const stopped = (): boolean => signal.aborted;
  while (!stopped()) {
    try {
      await host.waitForNats(signal);
      await mirrorUntilStale(host, holder, signal);
    } catch (error) {
      if (!stopped()) host.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'copying the token revocation list failed');
    }
    holder.current = null;
    await sleep(REWATCH_MS, undefined, { signal }).catch(() => undefined);
  }
}

/** One watch and its probes, until the watch ends, falls behind or `signal` aborts. */
async function mirrorUntilStale(host: MirrorKeeperHost, holder: MirrorHolder, signal: AbortSignal): Promise<void> {
  const kv = await host.openBucket();
  const mirror = new RevocationMirror();
  const watch = await kv.watch();
  const stopWatch = (): void => {
    watch.stop();
  };
  signal.addEventListener('abort', stopWatch, { once: true });
  let ended = false;
  const stopping = (): boolean => signal.aborted || ended;
  const consuming = (async () => {
    try {
      for await (const entry of watch) mirror.apply(entry.key, entry.operation, entry.value, entry.revision, Date.now());
    } finally {
      ended = true;
    }
  })();
  holder.current = mirror;
  let lastPruneMs = Date.now();
  try {
    while (!stopping()) {
      const startedAtMs = Date.now();
      try {
        const { state } = (await kv.status()).streamInfo;
        mirror.probed(state.messages === 0 ? 0 : state.last_seq, startedAtMs);
      } catch {
        // NATS away: no confirmation, and the copy stops answering after ttlMs.
      }
      const oldest = mirror.oldestPendingMs;
      if (oldest !== null && Date.now() - oldest > REVOCATION_MIRROR_LIMITS.restartAfterMs) {
        host.log.warn({ behindMs: Date.now() - oldest }, 'the token revocation watch fell behind; watching again');
        return;
      }
      if (startedAtMs - lastPruneMs > 60_000) {
        mirror.prune(startedAtMs);
        lastPruneMs = startedAtMs;
      }
      await sleep(REVOCATION_MIRROR_LIMITS.probeMs, undefined, { signal }).catch(() => undefined);
    }
  } finally {
    signal.removeEventListener('abort', stopWatch);
    watch.stop();
    await consuming.catch(() => undefined);
    if (holder.current === mirror) holder.current = null;
  }
}

/**
 * Runs a keeper from the app's first revocation check (`MirrorHolder.want`, once it is ready) until it closes,
 * filling the holder the check reads (`revocationMirrorOf(app.natsNames)`).
 */
export const revocationMirrorPlugin = fp<{ openBucket: (app: FastifyInstance) => Promise<KV> }>(
  (app, options, done) => {
    const stop = new AbortController();
    let keeping: Promise<void> | null = null;
    let ready = false;
    const holder = revocationMirrorOf(app.natsNames);
    holder.want = () => {
      if (keeping !== null || !ready || stop.signal.aborted) return;
      keeping = keepRevocationMirror(
        { openBucket: () => options.openBucket(app), waitForNats: (signal) => app.waitForNats(signal), log: app.log },
        holder,
        stop.signal,
      );
    };
    app.addHook('onReady', (onReady) => {
      ready = true;
      onReady();
    });
    app.addHook('preClose', async () => {
      stop.abort();
      await keeping;
    });
    done();
  },
  { name: 'oj-revocation-mirror', fastify: '5.x', dependencies: ['oj-nats'] },
);
