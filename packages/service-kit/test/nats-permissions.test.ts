import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_COMPILE_QUEUE, PROBLEM_COPY_QUEUE, natsNames } from '@oj/contracts';
import { bcryptHash, bcryptMatches } from '../src/bcrypt.ts';
import { ConfigError } from '../src/env.ts';
import { loadServiceConfig } from '../src/config.ts';
import { natsConnectOptions } from '../src/nats.ts';
import { NATS_ROLES, natsBuckets, natsInboxPrefix, natsRolePermissions, natsServerConfig, natsUserName } from '../src/nats-permissions.ts';
import { natsAuthFromEnv, natsTlsFromEnv } from '../src/nats-settings.ts';

describe('bcrypt for the NATS server configuration', () => {
  it('matches published and libxcrypt-made hashes', () => {
    // OpenBSD's test vector, and hashes made with glibc/libxcrypt crypt(3).
    expect(bcryptMatches('U*U', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW')).toBe(true);
    expect(bcryptMatches('', '$2b$04$abcdefghijklmnopqrstuubyCG3zY1GIXMyxfivm.ClDiInHzxjiq')).toBe(true);
    // UTF-8, and only the first 72 bytes count.
    expect(bcryptMatches(`pässwörd-long-${'x'.repeat(80)}`, '$2b$06$abcdefghijklmnopqrstuuScyycctSjTmtxb/QwtTvDeiL6qh408S')).toBe(true);
    expect(bcryptMatches(`pässwörd-long-${'x'.repeat(90)}`, '$2b$06$abcdefghijklmnopqrstuuScyycctSjTmtxb/QwtTvDeiL6qh408S')).toBe(true);
    expect(bcryptMatches('U*V', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW')).toBe(false);
    expect(bcryptMatches('U*U', 'not a hash')).toBe(false);
  });

  it('hashes with a fresh salt each time', () => {
    const first = bcryptHash('secret', 4);
    const second = bcryptHash('secret', 4);
    expect(first).toMatch(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
    expect(first).not.toBe(second);
    expect(bcryptMatches('secret', first) && bcryptMatches('secret', second)).toBe(true);
  });
});

describe('permissions per role', () => {
  const namespace = 'ns1';
  const names = natsNames(namespace);
  const service = natsRolePermissions('service', namespace);
  const judge = natsRolePermissions('judge', namespace);
  const all = (list: string[]) => list.join('\n');

  it('names every subject inside the namespace, with no catch-all', () => {
    for (const role of NATS_ROLES) {
      const permissions = natsRolePermissions(role, namespace);
      for (const subject of [...permissions.publish.allow, ...permissions.subscribe.allow]) {
        expect(subject).not.toMatch(/^(>|\$JS\.API\.>|\$KV\.>|\$O\.>|_INBOX\.>|\$JS\.>)$/);
        if (subject !== '$JS.API.INFO' && !subject.startsWith('$JS.API.STREAM.NAMES') && !subject.startsWith('$JS.API.STREAM.LIST')) {
          expect(subject.toLowerCase()).toContain('ns1');
        }
      }
    }
    expect(natsRolePermissions('judge', 'other').publish.allow.join('\n')).not.toContain('ns1');
  });

  it('gives the services every stream, bucket and store of the namespace', () => {
    for (const bucket of natsBuckets(names)) {
      expect(service.publish.allow).toContain(`$KV.${bucket}.>`);
      expect(service.publish.allow).toContain(`$JS.API.STREAM.*.KV_${bucket}`);
    }
    expect(natsBuckets(names)).toEqual(expect.arrayContaining(Object.values(names.kv)));
    expect(service.publish.allow).toEqual(
      expect.arrayContaining([...names.streams.judgeJobs.subjects, ...names.streams.events.subjects, `$O.${names.objectStores.testData}.>`]),
    );
    expect(service.publish.allow).toEqual(
      expect.arrayContaining([...names.streams.deadLetters.subjects, `$JS.API.STREAM.*.${names.streams.deadLetters.name}`]),
    );
    // Judged submissions reach the live channel through a pull consumer of the events stream, not a core subscription.
    // Besides: the gateways' queue subscription to group problem copies (the contest service asks, one gateway answers).
    expect(service.subscribe.allow).toEqual([
      `${natsInboxPrefix('service', namespace)}.>`,
      `${namespace}.live.>`,
      `${names.subjects.problemCopy} ${PROBLEM_COPY_QUEUE}`,
    ]);
    expect(service.publish.allow).toContain(`${namespace}.live.>`);
    expect(service.publish.allow).toContain(names.subjects.problemCopy);
    expect(service.allowResponses).toBe(true);
  });

  it('keeps judge nodes to jobs, results, heartbeats and reading test data', () => {
    const text = all(judge.publish.allow);
    expect(text).not.toContain(names.kv.revokedTokens);
    expect(text).not.toContain(names.kv.testJudge);
    expect(text).not.toContain(names.kv.rateLimits);
    // Contest state and registrations are the services' (contest writes, dispatch reads).
    expect(text).not.toContain(names.kv.contestGate);
    expect(service.publish.allow).toContain(`$KV.${names.kv.contestGate}.>`);
    expect(text).not.toContain(names.streams.events.name);
    expect(judge.publish.allow).not.toContain(names.subjects.judgeJob('normal'));
    expect(text).not.toMatch(/judge\.job/);
    expect(text).not.toMatch(/STREAM\.(\*|UPDATE|DELETE|PURGE)\./);
    expect(text).not.toContain(`$O.${names.objectStores.testData}`);
    expect(judge.publish.allow).toEqual(
      expect.arrayContaining([names.subjects.judgeResult('*'), names.subjects.judgeProgress('*'), `$KV.${names.kv.judgeNodes}.>`]),
    );
    // Checker compiles: a queue subscription to the requests, and one reply to each (allow_responses).
    expect(judge.subscribe.allow).toEqual([`${natsInboxPrefix('judge', namespace)}.>`, `${names.subjects.checkerCompile} ${CHECKER_COMPILE_QUEUE}`]);
    expect(judge.allowResponses).toBe(true);
    // Problem copies are between services only.
    expect(all(judge.subscribe.allow)).not.toContain(names.subjects.problemCopy);
    expect(text).not.toContain(names.subjects.problemCopy);
    expect(service.publish.allow).toContain(names.subjects.checkerCompile);
    expect(judge.publish.allow).not.toContain(names.subjects.checkerCompile);
    // The compiled-checker marks are the services' (dispatch writes, the gateway's problem save reads).
    expect(text).not.toContain(names.kv.checkerCompiled);
    expect(service.publish.allow).toContain(`$KV.${names.kv.checkerCompiled}.>`);
  });

  it('connects each role with its own inbox prefix and the given credentials and TLS files', () => {
    const options = natsConnectOptions({
      servers: ['nats://h:1'],
      namespace,
      name: 'x',
      role: 'judge',
      auth: { user: 'oj-judge', password: 'pw' },
      tls: { caFile: '/ca.pem' },
    });
    expect(options).toMatchObject({ inboxPrefix: '_INBOX.ns1.judge', user: 'oj-judge', pass: 'pw', tls: { caFile: '/ca.pem' } });
    expect(natsConnectOptions({ servers: ['nats://h:1'], namespace, name: 'x' })).not.toHaveProperty('user');
  });
});

describe('the generated server configuration', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'oj-nats-config-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('holds bcrypt hashes, never the passwords, and nats-server accepts it', async () => {
    const passwords = { service: 'service-password-0123', judge: 'judge-password-0123' };
    const config = natsServerConfig({ namespace: 'ns1', host: '127.0.0.1', port: 4999, storeDir: join(dir, 'store'), passwords, bcryptCost: 4 });
    expect(config).not.toContain(passwords.service);
    expect(config).not.toContain(passwords.judge);
    const hashes = [...config.matchAll(/password: "([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hashes).toHaveLength(2);
    expect(bcryptMatches(passwords.service, hashes[0] ?? '')).toBe(true);
    expect(bcryptMatches(passwords.judge, hashes[1] ?? '')).toBe(true);
    expect(config).toContain(`user: "${natsUserName('judge')}"`);
    if (existsSync('/usr/sbin/nats-server')) {
      await writeFile(join(dir, 'nats.conf'), config);
      const output = execFileSync('/usr/sbin/nats-server', ['-c', join(dir, 'nats.conf'), '-t'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(output).toBe('');
    }
  });

  it('adds a tls block when given certificates', () => {
    const config = natsServerConfig({
      namespace: 'ns1',
      host: '0.0.0.0',
      port: 4999,
      storeDir: '/s',
      passwords: { service: 'a'.repeat(16), judge: 'b'.repeat(16) },
      tls: { certFile: '/c.pem', keyFile: '/k.pem', caFile: '/ca.pem', verify: true },
      bcryptCost: 4,
    });
    expect(config).toContain('tls {\n  cert_file: "/c.pem"\n  key_file: "/k.pem"\n  ca_file: "/ca.pem"\n  verify: true\n}');
  });
});

describe('NATS client settings', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'oj-nats-settings-'));
    await writeFile(join(dir, 'judge.password'), 'from-a-file\n', { mode: 0o600 });
    await writeFile(join(dir, 'empty'), '\n');
    await writeFile(join(dir, 'ca.pem'), 'x');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a user with a password or a password file, or none at all', () => {
    expect(natsAuthFromEnv({})).toBeUndefined();
    expect(natsAuthFromEnv({ OJ_NATS_USER: 'u', OJ_NATS_PASSWORD: 'p' })).toEqual({ user: 'u', password: 'p' });
    expect(natsAuthFromEnv({ OJ_NATS_USER: 'u', OJ_NATS_PASSWORD_FILE: join(dir, 'judge.password') })).toEqual({ user: 'u', password: 'from-a-file' });
  });

  it('refuses incomplete or contradictory credentials, naming the variables but no secret', () => {
    expect(() => natsAuthFromEnv({ OJ_NATS_USER: 'u' })).toThrow(/OJ_NATS_PASSWORD or OJ_NATS_PASSWORD_FILE/);
    expect(() => natsAuthFromEnv({ OJ_NATS_PASSWORD: 'p' })).toThrow(/is required/);
    expect(() => natsAuthFromEnv({ OJ_NATS_USER: 'u', OJ_NATS_PASSWORD: 'p', OJ_NATS_PASSWORD_FILE: join(dir, 'judge.password') })).toThrow(/not both/);
    expect(() => natsAuthFromEnv({ OJ_NATS_USER: 'u', OJ_NATS_PASSWORD_FILE: join(dir, 'missing') })).toThrow(/ENOENT/);
    expect(() => natsAuthFromEnv({ OJ_NATS_USER: 'u', OJ_NATS_PASSWORD_FILE: join(dir, 'empty') })).toThrow(/empty/);
    let error: unknown;
    try {
      loadServiceConfig('gateway', { OJ_JWT_SECRET: 'x'.repeat(20), OJ_NATS_USER: 'u', OJ_NATS_TLS_CERT: join(dir, 'ca.pem') });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^OJ_NATS_USER: /), expect.stringMatching(/OJ_NATS_TLS_CERT and OJ_NATS_TLS_KEY go together/)]),
    );
  });

  it('turns TLS on for a tls:// URL or a CA file, and checks the files', () => {
    expect(natsTlsFromEnv({ OJ_NATS_URL: 'nats://h:4222' })).toBeUndefined();
    expect(natsTlsFromEnv({ OJ_NATS_URL: 'tls://h:4222' })).toEqual({});
    expect(natsTlsFromEnv({ OJ_NATS_TLS_CA: join(dir, 'ca.pem') })).toEqual({ caFile: join(dir, 'ca.pem') });
    expect(() => natsTlsFromEnv({ OJ_NATS_TLS_CA: join(dir, 'nope.pem') })).toThrow(/OJ_NATS_TLS_CA is not a readable file/);
  });
});
