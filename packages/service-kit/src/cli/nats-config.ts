/**
 * Writes the platform's own nats-server configuration (used by scripts/start and scripts/test):
 *   node packages/service-kit/src/cli/nats-config.ts --dir <dir> --namespace <ns> --host <h> --port <p>
 *        [--tls-cert <file> --tls-key <file> [--tls-ca <file>] [--tls-verify]]
 * In <dir> (mode 0700): `<role>.password` for each role (random, generated once, mode 0600),
 * `nats.conf` (mode 0600, bcrypt hashes only, rewritten every time) and the JetStream store `store/`.
 * The server logs to its stderr (scripts/start keeps it in .run/logs/nats.log). Prints nothing secret.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { NATS_ROLES, natsServerConfig } from '../nats-permissions.ts';
import type { NatsRole } from '../nats-permissions.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    namespace: { type: 'string', default: 'oj' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '4223' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'tls-ca': { type: 'string' },
    'tls-verify': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  process.stderr.write(`nats-config: ${message}\n`);
  process.exit(2);
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 16) {
      await chmod(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

if (!values.dir) fail('--dir is required');
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port must be a TCP port, got ${values.port}`);
if (Boolean(values['tls-cert']) !== Boolean(values['tls-key'])) fail('--tls-cert and --tls-key go together');

const dir = resolve(values.dir);
await mkdir(join(dir, 'store'), { recursive: true, mode: 0o700 });
await chmod(dir, 0o700);
const passwords = {} as Record<NatsRole, string>;
for (const role of NATS_ROLES) passwords[role] = await readOrCreatePassword(join(dir, `${role}.password`));

const config = natsServerConfig({
  namespace: values.namespace,
  host: values.host,
  port,
  storeDir: join(dir, 'store'),
  passwords,
  ...(values['tls-cert'] && values['tls-key']
    ? {
        tls: {
          certFile: resolve(values['tls-cert']),
          keyFile: resolve(values['tls-key']),
          ...(values['tls-ca'] ? { caFile: resolve(values['tls-ca']) } : {}),
          verify: values['tls-verify'],
        },
      }
    : {}),
});
const target = join(dir, 'nats.conf');
await writeFile(`${target}.tmp`, config, { mode: 0o600 });
await chmod(`${target}.tmp`, 0o600);
await rename(`${target}.tmp`, target);
process.stdout.write(`${target}\n`);
