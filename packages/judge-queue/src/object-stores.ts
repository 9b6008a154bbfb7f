import type { JetStreamClient } from '@nats-io/jetstream';
import { Objm, setSha256Backend } from '@nats-io/obj';

/**
 * The object-store manager every process uses, hashing with Node's own SHA-256. The client hashes
 * each chunk it puts and gets, by default in pure JavaScript (for browsers): 13 ms of the event loop
 * per MB, a 1 GB problem import 13 s of the gateway's CPU, against 0.7 ms per MB natively. The choice
 * is the client's, process-wide; setting it again is a no-op.
 */
export function objectStores(js: JetStreamClient): Objm {
  setSha256Backend('native');
  return new Objm(js);
}
