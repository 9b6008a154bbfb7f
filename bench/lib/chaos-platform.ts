/**
 * The chaos bench's platform: the split platform (scripts/lib/platform.sh) on ports, a NATS server, a
 * store, a database and a MariaDB server of its own, driven through lib/chaos-platform.sh, so that
 * any of its processes can be killed and started again without touching the shared services.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { createDataSource } from '@oj/db';
import type { DataSource } from 'typeorm';
import { natsInboxPrefix } from '../../packages/service-kit/src/nats-permissions.ts';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('./chaos-platform.sh', import.meta.url));

/** The platform's processes, with their HTTP port (NATS has none). */
export const SERVICES = ['gateway', 'judge-dispatch', 'contest', 'community', 'judge-node'] as const;
export type ServiceName = (typeof SERVICES)[number];
export type ProcessName = ServiceName | 'nats';

/** Where a scenario's platform lives: 29080-29084, NATS on 29222, MariaDB on 29306 by default. */
export interface PlatformPorts {
  base: number;
  nats: number;
  db: number;
}

/**
 * OJ_BENCH_PROFILE_DIR and OJ_BENCH_NODE_ARGS (as lib/bench-process.ts reads them) for every node process of the
 * platform, through NODE_OPTIONS: its scripts start them. Each writes a CPU profile named after its pid when it
 * stops. NODE_OPTIONS refuses V8 flags such as --trace-gc: OJ_BENCH_PROBE=1 with OJ_BENCH_V8_FLAGS sets them.
 */
function profilingOptions(): { NODE_OPTIONS?: string } {
  const profile = process.env.OJ_BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.OJ_BENCH_PROFILE_DIR}`] : [];
  const extra = (process.env.OJ_BENCH_NODE_ARGS ?? '').split(' ').filter((flag) => flag !== '');
  // OJ_BENCH_PROBE=1: lib/service-probe.ts in each process (its collections and stalls, with their time, in its log).
  const probe = process.env.OJ_BENCH_PROBE === '1' ? [`--import=${fileURLToPath(new URL('./service-probe.ts', import.meta.url))}`] : [];
  const options = [process.env.NODE_OPTIONS ?? '', ...profile, ...extra, ...probe].filter((flag) => flag !== '').join(' ');
  return options ? { NODE_OPTIONS: options } : {};
}

export class ChaosPlatform {
  readonly id: string;
  readonly dir: string;
  readonly env: Record<string, string>;
  readonly names: NatsNames;
  readonly ports: Record<ServiceName, number>;
  readonly rootPassword = 'chaos-root-pass';
  #db: DataSource | null = null;
  #nats: NatsConnection | null = null;

  /** `mode`: split (default; each service a process of its own) or all-in-one (the gateway holds them all, as `scripts/start`). */
  constructor(id: string, ports: PlatformPorts, options: { mode?: 'split' | 'all-in-one' } = {}) {
    this.id = id;
    this.dir = `/var/lib/oj-chaos/${id}`;
    this.ports = {
      gateway: ports.base,
      'judge-dispatch': ports.base + 1,
      contest: ports.base + 2,
      community: ports.base + 3,
      'judge-node': ports.base + 4,
    };
    const namespace = `chaos${id}`;
    this.names = natsNames(namespace);
    // Nothing of another platform's database, NATS, secret or files (the end-to-end level's, whose
    // environment its test inherits) carries over.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined && !/^OJ_(DB|NATS)_/.test(entry[0]) && !['OJ_JWT_SECRET', 'OJ_DATA_DIR'].includes(entry[0]),
      ),
    );
    this.env = {
      ...inherited,
      OJ_MODE: options.mode ?? 'split',
      OJ_RUN_DIR: `${this.dir}/run`,
      OJ_GATEWAY_PORT: String(this.ports.gateway),
      OJ_JUDGE_DISPATCH_PORT: String(this.ports['judge-dispatch']),
      OJ_CONTEST_PORT: String(this.ports.contest),
      OJ_COMMUNITY_PORT: String(this.ports.community),
      OJ_JUDGE_NODE_PORT: String(this.ports['judge-node']),
      OJ_PLATFORM_NATS_PORT: String(ports.nats),
      OJ_NATS_NAMESPACE: namespace,
      OJ_DB_HOST: '127.0.0.1',
      OJ_DB_PORT: String(ports.db),
      OJ_DB_NAME: `oj_e2e_chaos_${id}`,
      OJ_DB_ADMIN_SOCKET: `${this.dir}/mariadb/mysqld.sock`,
      OJ_DB_ACCOUNTS_DIR: `${this.dir}/accounts`,
      OJ_CHAOS_DB_DIR: `${this.dir}/mariadb`,
      OJ_ROOT_PASSWORD: this.rootPassword,
      ...profilingOptions(),
    };
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.ports.gateway}`;
  }

  /** Runs one command of chaos-platform.sh; its output goes to stderr on failure. */
  async sh(...args: string[]): Promise<void> {
    try {
      await run(SCRIPT, args, { env: this.env, maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      const failed = error as { stderr?: string; message: string };
      throw new Error(`chaos-platform.sh ${args.join(' ')} failed: ${failed.stderr?.slice(-4000) ?? failed.message}`, { cause: error });
    }
  }

  /** MariaDB, the migrations, then every process of the split platform (ready when this returns). */
  async start(afterMigrate: (db: DataSource) => Promise<void> = async () => {}, log: (message: string) => void = () => {}): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    let phaseMs = Date.now();
    const phase = (what: string): void => {
      log(`${what} in ${((Date.now() - phaseMs) / 1000).toFixed(1)} s`);
      phaseMs = Date.now();
    };
    await this.sh('db-start');
    phase('MariaDB started');
    await this.sh('migrate');
    phase('migrated');
    await afterMigrate(await this.db());
    await this.sh('start');
    phase('NATS and the five processes started and ready');
  }

  /** Stops every process and the MariaDB server, and removes the scenario's files (the logs are kept in /tmp/oj-chaos-logs/<id>). */
  async stop(): Promise<void> {
    await this.#nats?.close().catch(() => {});
    await this.#db?.destroy().catch(() => {});
    await this.sh('stop').catch(() => {});
    // The processes' logs outlive the run, for a scenario that failed.
    const logs = `/tmp/oj-chaos-logs/${this.id}`;
    await rm(logs, { recursive: true, force: true });
    await cp(`${this.dir}/run/logs`, logs, { recursive: true }).catch(() => {});
    await cp(`${this.dir}/mariadb/error.log`, `${logs}/mariadb.log`).catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }

  kill(name: ProcessName): Promise<void> {
    return this.sh('kill', name);
  }

  /** SIGTERM, SIGKILL after `stopSeconds` (platform.sh oj_stop_one). */
  stopOne(name: ProcessName, stopSeconds = 10): Promise<void> {
    return this.sh('stop-one', name, String(stopSeconds));
  }

  launch(name: ProcessName): Promise<void> {
    return this.sh('launch', name);
  }

  /**
   * Replaces a process without a gap (platform.sh oj_roll_one, as scripts/start --roll): a new one on
   * the same port beside the old one, which gets SIGTERM once the new one answers ready (SIGKILL after
   * `stopSeconds`).
   */
  roll(name: ServiceName, stopSeconds: number): Promise<void> {
    return this.sh('roll', name, String(stopSeconds));
  }

  dbStop(): Promise<void> {
    return this.sh('db-stop');
  }

  dbStart(): Promise<void> {
    return this.sh('db-start');
  }

  pid(name: ProcessName): number {
    return Number(readFileSync(`${this.dir}/run/pids/${name}.pid`, 'utf8').trim());
  }

  /** The pid of its MariaDB server (mariadbd's pid file). */
  dbPid(): number {
    return Number(readFileSync(`${this.dir}/mariadb/mariadbd.pid`, 'utf8').trim());
  }

  /** Whether the service answers 200 on /readyz within a second. */
  async ready(name: ServiceName): Promise<boolean> {
    return fetch(`http://127.0.0.1:${this.ports[name]}/readyz`, { signal: AbortSignal.timeout(1000) })
      .then((response) => response.ok)
      .catch(() => false);
  }

  /** Waits until the service is ready; returns the ms it took, or throws after `timeoutMs`. */
  async waitReady(name: ServiceName, timeoutMs = 120_000): Promise<number> {
    const started = Date.now();
    while (!(await this.ready(name))) {
      if (Date.now() - started > timeoutMs) throw new Error(`${name} was not ready within ${timeoutMs} ms`);
      await sleep(100);
    }
    return Date.now() - started;
  }

  /** The platform's database as its migration account (which may also read and write every table). */
  async db(): Promise<DataSource> {
    if (this.#db?.isInitialized) return this.#db;
    const password = readFileSync(`${this.dir}/accounts/oj_migrate.password`, 'utf8').trim();
    this.#db = createDataSource({ host: '127.0.0.1', port: Number(this.env.OJ_DB_PORT), user: 'oj_migrate', password, database: this.env.OJ_DB_NAME ?? '' });
    await this.#db.initialize();
    return this.#db;
  }

  /** The platform's NATS as the services' account (oj-service). */
  async nats(): Promise<{ nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager }> {
    if (!this.#nats || this.#nats.isClosed()) {
      const pass = readFileSync(`${this.dir}/run/nats/service.password`, 'utf8').trim();
      this.#nats = await connect({
        servers: `nats://127.0.0.1:${this.env.OJ_PLATFORM_NATS_PORT}`,
        user: 'oj-service',
        pass,
        maxReconnectAttempts: -1,
        inboxPrefix: natsInboxPrefix('service', this.names.namespace),
      });
    }
    return { nc: this.#nats, js: jetstream(this.#nats), jsm: await jetstreamManager(this.#nats) };
  }

  /** The JWT secret the platform signs tokens with (oj_platform_env writes it once per run directory). */
  jwtSecret(): string {
    return readFileSync(`${this.dir}/run/jwt-secret`, 'utf8').trim();
  }
}
