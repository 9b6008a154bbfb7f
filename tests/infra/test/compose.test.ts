/**
 * The compose stack (infra/compose) and the inputs of its images (infra/images, scripts/images), checked
 * without building or starting anything: Debian's docker-compose validates and resolves the files, and
 * the resolved stack is held to the deployment's promises (start order, health, restarts, published
 * ports, the judge node's credentials). The full bring-up is scripts/compose-e2e (docs/deployment.md).
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/files.ts';

const COMPOSE_DIR = join(REPO_ROOT, 'infra', 'compose');
const ENV_EXAMPLE = join(COMPOSE_DIR, '.env.example');

interface ComposeService {
  image: string;
  restart?: string;
  command?: string[];
  environment?: Record<string, string | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: (string | { source?: string; target: string })[];
  pid?: string;
  network_mode?: string;
  stop_grace_period?: string;
}

/** docker-compose's resolved view of a file (anchors merged, variables substituted), validated on the way. */
function resolvedStack(file: string, env: Record<string, string>, envFile: string): Record<string, ComposeService> {
  let output: string;
  try {
    output = execFileSync('docker-compose', ['-f', file, '--env-file', envFile, 'config'], {
      cwd: COMPOSE_DIR,
      // Only the given OJ_ variables: the caller's shell (a test environment's OJ_DB_*, OJ_NATS_URL) would win over the env file.
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OJ_'))), ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT') throw new Error('docker-compose is missing: apt-get install -y docker-compose (Debian 1.29.2)', { cause: error });
    throw new Error(`docker-compose config refused ${file}: ${stderr ?? String(error)}`, { cause: error });
  }
  return (parse(output) as { services: Record<string, ComposeService> }).services;
}

const stack = resolvedStack('docker-compose.yml', { OJ_COMPOSE_ENV_FILE: ENV_EXAMPLE }, ENV_EXAMPLE);
const service = (name: string): ComposeService => {
  const found = stack[name];
  if (!found) throw new Error(`no service ${name} in docker-compose.yml`);
  return found;
};
/** A service's mounts as `source:target` (docker-compose config prints them short, with the mode after). */
const mountsOf = (definition: ComposeService | undefined): string[] =>
  (definition?.volumes ?? []).map((volume) =>
    typeof volume === 'string' ? volume.split(':').slice(0, 2).join(':') : `${volume.source ?? ''}:${volume.target}`,
  );
const HTTP_SERVICES = { gateway: 8080, 'judge-dispatch': 8081, contest: 8082, community: 8083, 'judge-node': 8084 } as const;
const LONG_RUNNING = [...Object.keys(HTTP_SERVICES), 'mariadb', 'nats'];

describe('infra/compose/docker-compose.yml', () => {
  it('holds the split platform: four services, judge nodes, MariaDB, NATS, and the one-shot init and migrate', () => {
    expect(Object.keys(stack).sort()).toEqual(['community', 'contest', 'gateway', 'init', 'judge-dispatch', 'judge-node', 'mariadb', 'migrate', 'nats']);
  });

  it('starts in order: init, then MariaDB and NATS healthy, then migrate completed, then the services', () => {
    expect(service('mariadb').depends_on).toEqual({ init: { condition: 'service_completed_successfully' } });
    expect(service('nats').depends_on).toEqual({ init: { condition: 'service_completed_successfully' } });
    expect(service('migrate').depends_on).toEqual({ mariadb: { condition: 'service_healthy' }, nats: { condition: 'service_healthy' } });
    for (const name of Object.keys(HTTP_SERVICES)) {
      expect(service(name).depends_on, name).toEqual({ migrate: { condition: 'service_completed_successfully' } });
    }
  });

  it('restarts every long-running container and checks its health; /readyz on the service port', () => {
    for (const name of LONG_RUNNING) {
      expect(service(name).restart, name).toBe('unless-stopped');
      expect(service(name).healthcheck?.test.length, name).toBeGreaterThan(1);
    }
    for (const [name, port] of Object.entries(HTTP_SERVICES)) {
      expect(service(name).healthcheck?.test, name).toContain(`http://127.0.0.1:${port}/readyz`);
    }
    for (const name of ['init', 'migrate']) expect(service(name).restart, name).toBe('no');
  });

  it('gives each process the time of its graceful stop before Docker kills it: a judge node its jobs in hand', () => {
    const seconds = (name: string): number => Number(/^(\d+)s$/.exec(service(name).stop_grace_period ?? '10s')?.[1]);
    expect(seconds('judge-node') * 1000).toBeGreaterThan(300_000); // OJ_JUDGE_SHUTDOWN_TIMEOUT_MS
    for (const name of ['gateway', 'judge-dispatch', 'contest', 'community']) expect(seconds(name), name).toBeGreaterThan(10); // runApp's 10 s
  });

  it('publishes only the gateway and NATS (for judge nodes elsewhere), each on the address the env file gives', () => {
    const published = Object.entries(stack)
      .filter(([, definition]) => (definition.ports ?? []).length > 0)
      .map(([name]) => name)
      .sort();
    expect(published).toEqual(['gateway', 'nats']);
    expect(service('gateway').ports).toEqual(['0.0.0.0:8080:8080/tcp']);
    expect(service('nats').ports).toEqual(['127.0.0.1:4222:4222/tcp']);
  });

  it('gives the judge node the judge role only: no database account, no JWT secret, not the services’ secrets', () => {
    const node = service('judge-node');
    expect(node.environment?.OJ_NATS_USER).toBe('oj-judge');
    expect(node.environment?.OJ_NATS_PASSWORD_FILE).toBe('/var/lib/oj/judge/judge.password');
    expect(Object.keys(node.environment ?? {}).filter((name) => /^OJ_(DB_(HOST|USER|PASSWORD)|JWT_)/.test(name))).toEqual([]);
    const mounts = JSON.stringify(node.volumes);
    expect(mounts).not.toContain('secrets');
    expect(mounts).toContain('/var/run/docker.sock');
    expect(node.pid).toBe('host');
    for (const name of ['gateway', 'judge-dispatch', 'contest', 'community']) {
      expect(service(name).environment?.OJ_NATS_USER, name).toBe('oj-service');
      expect(service(name).environment?.OJ_DB_USER, name).toBe('oj');
    }
    expect(service('migrate').command?.join(' ')).toContain('OJ_DB_USER=oj_migrate');
  });

  it('speaks NATS over TLS only: every client on tls://nats:4222 verifies the server with the CA init copied beside its credential', () => {
    const clients = { gateway: 'secrets', 'judge-dispatch': 'secrets', contest: 'secrets', community: 'secrets', migrate: 'secrets', 'judge-node': 'judge' };
    for (const [name, directory] of Object.entries(clients)) {
      const environment = service(name).environment ?? {};
      expect(environment.OJ_NATS_URL, name).toBe('tls://nats:4222');
      expect(environment.OJ_NATS_TLS_CA, name).toBe(`/var/lib/oj/${directory}/nats-ca.pem`);
      const source = directory === 'judge' ? 'judge-credentials' : 'secrets';
      expect(mountsOf(service(name)), name).toContain(`${source}:/var/lib/oj/${directory}`);
    }
    // Nothing else in the stack talks to NATS.
    const withNats = Object.entries(stack).filter(([, definition]) => definition.environment?.OJ_NATS_URL !== undefined);
    expect(withNats.map(([name]) => name).sort()).toEqual(Object.keys(clients).sort());
    // init makes the certificates (with the extra names of the env file) into the nats volume; the CA key has a volume of its own.
    const init = service('init');
    expect(init.environment?.OJ_COMPOSE_NATS_TLS_NAMES).toBe('');
    expect(mountsOf(init)).toContain('nats:/var/lib/oj/nats');
    const caKeyHolders = Object.entries(stack).filter(([, definition]) => mountsOf(definition).some((mount) => mount.startsWith('nats-ca:')));
    expect(caKeyHolders.map(([name]) => name)).toEqual(['init']);
    expect(service('nats').command).toEqual(['-c', '/var/lib/oj/nats/nats.conf', '-m', '8222']);
    // Its health from the monitoring port: a probe of 4222 would be a failed TLS handshake, logged as an error.
    expect(service('nats').healthcheck?.test).toContain('http://127.0.0.1:8222/healthz');
    const initScript = readFileSync(join(REPO_ROOT, 'infra', 'images', 'platform-init.sh'), 'utf8');
    expect(initScript).toMatch(/oj-nats-tls "\$NATS\/tls" \/var\/lib\/oj\/nats-ca/);
    expect(initScript).toMatch(/nats-config\.ts .*\n.*--tls-cert "\$NATS\/tls\/server\.pem" --tls-key "\$NATS\/tls\/server\.key"/);
    for (const target of ['$SECRETS/nats-ca.pem', '$JUDGE/nats-ca.pem']) expect(initScript).toContain(`cp "$NATS/tls/ca.pem" "${target}"`);
  });

  it('takes the names of the NATS certificate from the env file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-compose-test-'));
    const envFile = join(dir, 'names.env');
    writeFileSync(envFile, `${readFileSync(ENV_EXAMPLE, 'utf8')}\nOJ_COMPOSE_NATS_TLS_NAMES=oj.example.org,192.0.2.10\n`);
    const init = resolvedStack('docker-compose.yml', { OJ_COMPOSE_ENV_FILE: envFile }, envFile).init;
    expect(init?.environment?.OJ_COMPOSE_NATS_TLS_NAMES).toBe('oj.example.org,192.0.2.10');
  }, 60_000);

  it('reads every variable it uses from the env file, which documents each one', () => {
    const used = new Set([...readFileSync(join(COMPOSE_DIR, 'docker-compose.yml'), 'utf8').matchAll(/\$\{(\w+)/g)].map((match) => match[1]));
    used.delete('OJ_COMPOSE_ENV_FILE');
    const documented = new Set([...readFileSync(ENV_EXAMPLE, 'utf8').matchAll(/^(\w+)=/gm)].map((match) => match[1]));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('infra/compose/judge-node.yml (a judge node on another host)', () => {
  const noEnvFile = join(mkdtempSync(join(tmpdir(), 'oj-compose-test-')), 'empty.env');
  writeFileSync(noEnvFile, '');
  it('needs the platform NATS address, the judge credential and the stack’s CA, and connects as the judge role over TLS', () => {
    const env = { OJ_NATS_URL: 'tls://oj.example.org:4222', OJ_JUDGE_PASSWORD_FILE: '/etc/oj/judge.password', OJ_JUDGE_NATS_CA_FILE: '/etc/oj/nats-ca.pem' };
    const node = resolvedStack('judge-node.yml', env, noEnvFile)['judge-node'];
    expect(node?.environment).toMatchObject({ OJ_NATS_URL: env.OJ_NATS_URL, OJ_NATS_USER: 'oj-judge', OJ_NATS_TLS_CA: '/var/lib/oj/judge/nats-ca.pem' });
    expect(mountsOf(node)).toEqual(
      expect.arrayContaining(['/etc/oj/judge.password:/var/lib/oj/judge/judge.password', '/etc/oj/nats-ca.pem:/var/lib/oj/judge/nats-ca.pem']),
    );
    expect(node?.network_mode).toBe('host');
    const without = (name: keyof typeof env) => Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));
    expect(() => resolvedStack('judge-node.yml', without('OJ_NATS_URL'), noEnvFile)).toThrow(/OJ_NATS_URL/);
    expect(() => resolvedStack('judge-node.yml', without('OJ_JUDGE_NATS_CA_FILE'), noEnvFile)).toThrow(/OJ_JUDGE_NATS_CA_FILE/);
  }, 60_000);
});

describe('the images the stack runs (scripts/images)', () => {
  const printTags = (): string[] =>
    execFileSync(join(REPO_ROOT, 'scripts', 'images'), ['--print-tags'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .trim()
      .split('\n');

  it('tags each image by a hash of its inputs, the same for the same tree', () => {
    const tags = printTags();
    expect(tags.map((tag) => tag.split(':')[0])).toEqual(['oj-platform', 'oj-judge-node', 'oj-mariadb', 'oj-nats']);
    for (const tag of tags) expect(tag).toMatch(/^oj-[a-z-]+:[0-9a-f]{12}$/);
    expect(printTags()).toEqual(tags);
  }, 60_000);

  it('builds every image the compose files name', () => {
    const named = new Set(Object.values(stack).map((definition) => definition.image.split(':')[0]));
    expect([...named].sort()).toEqual(['oj-judge-node', 'oj-mariadb', 'oj-nats', 'oj-platform']);
  });

  it('ships entrypoints that parse and are executable', () => {
    const scripts = { 'platform-init.sh': 'sh', 'platform-nats-tls.sh': 'sh', 'platform-entrypoint.sh': 'sh', 'mariadb-entrypoint.sh': 'bash' } as const;
    for (const [file, shell] of Object.entries(scripts)) {
      const path = join(REPO_ROOT, 'infra', 'images', file);
      accessSync(path, constants.X_OK);
      execFileSync(shell, ['-n', path]);
    }
    for (const file of ['scripts/images', 'scripts/compose-e2e', 'scripts/lib/rootfs.sh', 'infra/judge-image/build.sh']) {
      execFileSync('bash', ['-n', join(REPO_ROOT, file)]);
    }
  });

  it('installs the init scripts in the platform image, and openssl, which oj-nats-tls runs, in the base', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, 'infra', 'images', 'platform.Dockerfile'), 'utf8');
    expect(dockerfile).toContain('COPY platform-init.sh /usr/local/bin/oj-init');
    expect(dockerfile).toContain('COPY platform-nats-tls.sh /usr/local/bin/oj-nats-tls');
    const packages = readFileSync(join(REPO_ROOT, 'infra', 'images', 'packages', 'base.txt'), 'utf8').split('\n');
    expect(packages).toContain('openssl');
  });

  it('builds the images on the staged bases: oj-base, then oj-node-deps for the Node ones', () => {
    const from = (name: string): string => /^FROM (.+)$/m.exec(readFileSync(join(REPO_ROOT, 'infra', 'images', `${name}.Dockerfile`), 'utf8'))?.[1] ?? '';
    for (const name of ['mariadb', 'nats', 'node-deps']) expect(from(name), name).toBe('${BASE}');
    for (const name of ['platform', 'judge-node']) expect(from(name), name).toBe('${NODE_DEPS}');
  });
});
