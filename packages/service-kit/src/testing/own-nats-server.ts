import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from '@nats-io/transport-node';
import { freePort } from '../free-port.ts';

/** Debian's nats-server, which the tests that stop and start a NATS server of their own run. */
export const NATS_SERVER = '/usr/sbin/nats-server';

/** Whether this machine has `NATS_SERVER` (the tests that need it are skipped without it). */
export const hasNatsServer = (): boolean => existsSync(NATS_SERVER);

/** Whether a NATS client can connect to `url` now. */
async function accepting(url: string): Promise<boolean> {
  try {
    await (await connect({ servers: url, timeout: 1000 })).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * A plain nats-server with JetStream of a test's own, on a free port, for outages a test makes itself (the shared
 * tests' server is never stopped). `stop` and `start` keep its port and store, as a restarted server would.
 */
export class OwnNatsServer {
  readonly url: string;
  readonly #port: number;
  readonly #dir: string;
  #child: ChildProcess | null = null;

  private constructor(port: number, dir: string) {
    this.#port = port;
    this.#dir = dir;
    this.url = `nats://127.0.0.1:${port}`;
  }

  /** A server not started yet (`start`). */
  static async create(): Promise<OwnNatsServer> {
    return new OwnNatsServer(await freePort(), await mkdtemp(join(tmpdir(), 'oj-own-nats-')));
  }

  /** Starts it; resolves once a client can connect (at most 20 s). */
  async start(): Promise<void> {
    if (this.#child) return;
    this.#child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(this.#port), '-js', '-sd', join(this.#dir, 'store')], { stdio: 'ignore' });
    const deadline = Date.now() + 20_000;
    while (!(await accepting(this.url))) {
      if (Date.now() > deadline) throw new Error(`nats-server did not listen on ${this.url}`);
      await sleep(100);
    }
  }

  /** Stops it (SIGTERM: a clean stop; SIGKILL: a crash) and waits for its exit. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  /** Stops it and deletes its store. */
  async remove(): Promise<void> {
    await this.stop('SIGKILL');
    await rm(this.#dir, { recursive: true, force: true });
  }
}
