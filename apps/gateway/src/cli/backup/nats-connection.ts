/**
 * What the backup helpers share: the NATS connection as the services make it (OJ_NATS_URL,
 * OJ_NATS_NAMESPACE, OJ_NATS_USER with OJ_NATS_PASSWORD_FILE: the service role, the only one that
 * may read and write the object store and the KV buckets), and which buckets a backup holds.
 */
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { baseConfigSchema, loadConfig, natsConnectOptions } from '@oj/service-kit';

/** An open connection with its JetStream client and manager. */
export interface BackupNats {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: NatsNames;
}

/**
 * A bucket or store under its role (the key of `NatsNames`), so a backup of one namespace restores
 * into another: the archive names roles, the target's names come from its own namespace.
 */
export interface KeptName {
  role: string;
  name: string;
}

/**
 * The KV buckets a backup keeps: state that nothing rebuilds. The contest gate (what judge-dispatch
 * admits contest submissions by, written by the contest service only when a contest changes) and the
 * revoked tokens (a logged-out session stays logged out while the JWT secret is kept). Left out on
 * purpose: rate limits, captchas, e-mail codes and test-judge runs (minutes-long, per request), the
 * judge nodes' heartbeats and the compiled-checker marks (caches that rebuild themselves).
 */
export function keptBuckets(names: NatsNames): KeptName[] {
  return [
    { role: 'contestGate', name: names.kv.contestGate },
    { role: 'revokedTokens', name: names.kv.revokedTokens },
  ];
}

/** The object stores a backup keeps: the test data (every version, staged uploads and their links). */
export function keptObjectStores(names: NatsNames): KeptName[] {
  return [{ role: 'testData', name: names.objectStores.testData }];
}

/** Connects with the services' settings from the environment. */
export async function connectBackupNats(name: string): Promise<BackupNats> {
  const config = loadConfig({ nats: baseConfigSchema('gateway').nats });
  const nc = await connect({ ...natsConnectOptions({ ...config.nats, name, role: 'service' }), maxReconnectAttempts: 0 });
  return { nc, js: jetstream(nc), jsm: await jetstreamManager(nc), names: natsNames(config.nats.namespace) };
}

/** Whether a stream exists. */
export async function streamExists(jsm: JetStreamManager, stream: string): Promise<boolean> {
  try {
    await jsm.streams.info(stream);
    return true;
  } catch (error) {
    if (/stream not found/i.test(error instanceof Error ? error.message : String(error))) return false;
    throw error;
  }
}

/** Messages held by a stream, 0 when it does not exist. */
export async function streamMessages(jsm: JetStreamManager, stream: string): Promise<number> {
  if (!(await streamExists(jsm, stream))) return 0;
  return (await jsm.streams.info(stream)).state.messages;
}

/** Runs a helper's main, printing its failure on stderr with exit code 1. */
export async function runHelper(label: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    process.stderr.write(`${label} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
