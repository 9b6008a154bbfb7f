/**
 * Gives back to the system, once, the memory a process's start-up used and no longer needs.
 *
 * Building a service (its modules, schemas, route serializers) makes so many objects that survive
 * that V8 grows its young generation to the cap (2 × 32 MB for the gateway). The collection that
 * ends the start-up shrinks it again, but V8 keeps the freed pages, touched and resident, in a pool
 * for later (the gateway: 252 pages, 63 MB, a quarter of its RSS). Only a memory-reducing collection
 * releases that pool, and V8's memory reducer runs one only once the process allocates next to
 * nothing, which the polls of an idle service prevent for about 100 s (bench/README.md, "Problem
 * import memory"). A last-resort collection, once and before the process listens, releases it at
 * the cost of one full collection of the start-up's heap (about 170 ms with the gateway's and community's
 * modules loaded).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's collection function, as `--expose-gc` gives it. */
function collector(): NodeJS.GCFunction {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  // The flag exposes `gc` to contexts made after it is set: a fresh one hands it over, and the
  // process's own global never gets it (no module can call it by accident).
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as NodeJS.GCFunction;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/** Runs one memory-reducing full collection, which also releases V8's pool of free pages. */
export async function releaseStartupMemory(): Promise<void> {
  await collector()({ type: 'major', execution: 'async', flavor: 'last-resort' });
}
