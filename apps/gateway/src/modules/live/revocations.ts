import { revocationCovers } from '@oj/service-kit';
import type { Revocation, ServiceDeps } from '@oj/service-kit';
import type { LiveHub } from './hub.ts';

/** Pause before watching the revocation list again after the watch failed (NATS gone). */
const REWATCH_MS = 1_000;

/**
 * Ends the streams whose token a revocation covers (logout, password change or reset, a forced
 * sign-out), whichever process wrote it, as soon as it is written: a stream is checked once, when
 * it opens, and would otherwise deliver until its lifetime ends. Runs until `signal` aborts.
 */
export async function endRevokedStreams(
  deps: Pick<ServiceDeps, 'log'> & { watch: (signal: AbortSignal, onRevoked: (revocation: Revocation) => void) => Promise<void> },
  hub: LiveHub,
  signal: AbortSignal,
): Promise<void> {
  // A function, not the property: the watch may have aborted it meanwhile.
  const stopped = (): boolean => signal.aborted;
  while (!stopped()) {
    try {
      await deps.watch(signal, (revocation) => {
        for (const listener of hub.all()) if (revocationCovers(revocation, listener.claims)) listener.end('expired');
      });
    } catch (error) {
      deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'watching token revocations failed');
    }
    if (!stopped()) await new Promise((resolve) => setTimeout(resolve, REWATCH_MS).unref());
  }
}
