/**
 * Checker compiles under the generated NATS permissions (a real nats-server started here with
 * `natsServerConfig`): the service credential asks, a judge credential answers in the queue group
 * through allow_responses, and the judge credential can do no more with the new subject than that.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { CHECKER_COMPILE_QUEUE, natsNames } from '@oj/contracts';
import type { CheckerCompileRequest } from '@oj/contracts';
import { natsConnectOptions, natsServerConfig, natsUserName } from '@oj/service-kit';
import type { NatsRole } from '@oj/service-kit';
import { startCompileResponder } from '../../judge-node/src/worker/compile-responder.ts';
import { silentLog } from '../../judge-node/src/worker/types.ts';
import { compileOnJudgeNode } from '@oj/service-kit';
import { waitFor } from './helpers.ts';
import { freePort } from '@oj/service-kit';

const NATS_SERVER = '/usr/sbin/nats-server';

/** Permission errors the server reported on a connection (they arrive asynchronously). */
function collectPermissionErrors(nc: NatsConnection): string[] {
  const seen: string[] = [];
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'error' && /Permissions Violation/i.test(status.error.message)) seen.push(status.error.message);
    }
  })();
  return seen;
}

describe.skipIf(!existsSync(NATS_SERVER))('checker compile requests under the generated NATS permissions', () => {
  const namespace = `tcperm${randomBytes(4).toString('hex')}`;
  const names = natsNames(namespace);
  let dir: string;
  let child: ChildProcess;
  let service: NatsConnection;
  let judge: NatsConnection;
  let denied: string[];
  const asked: CheckerCompileRequest[] = [];

  const as = async (role: NatsRole, url: string, password: string) =>
    connect(natsConnectOptions({ servers: [url], namespace, name: `compile-perm-${role}`, role, auth: { user: natsUserName(role), password } }));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'oj-nats-compile-perm-'));
    const port = await freePort();
    const passwords = { service: randomBytes(18).toString('base64url'), judge: randomBytes(18).toString('base64url') };
    await writeFile(join(dir, 'nats.conf'), natsServerConfig({ namespace, host: '127.0.0.1', port, storeDir: join(dir, 'store'), passwords, bcryptCost: 4 }), {
      mode: 0o600,
    });
    child = spawn(NATS_SERVER, ['-c', join(dir, 'nats.conf')], { stdio: 'ignore' });
    const url = `nats://127.0.0.1:${port}`;
    service = await waitFor('nats-server to accept the service user', () => as('service', url, passwords.service).catch(() => null), 20_000, 200);
    judge = await as('judge', url, passwords.judge);
    denied = collectPermissionErrors(judge);
  }, 60_000);

  afterAll(async () => {
    await judge.close();
    await service.close();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  });

  const expectDenied = (what: string, before: number) => waitFor(`a permission error for ${what}`, () => denied.length > before, 5_000, 50);

  it('lets the service ask and a judge node answer in the queue group', async () => {
    const responder = startCompileResponder({
      nc: judge,
      names,
      nodeId: 'perm-node',
      log: silentLog,
      compile: (request) => {
        asked.push(request);
        return Promise.resolve(request.code === 'fine' ? { ok: true, message: 'Compiled Successfully' } : { ok: false, message: 'main.cpp:1: error' });
      },
    });
    await judge.flush();
    const request = { language: 'C++', code: 'fine', extraFiles: { 'a.h': '' } };
    expect(await compileOnJudgeNode(service, names, request, 5_000)).toEqual({ ok: true, message: 'Compiled Successfully', judger: 'perm-node' });
    expect(await compileOnJudgeNode(service, names, { ...request, code: 'broken' }, 5_000)).toMatchObject({ ok: false, message: 'main.cpp:1: error' });
    expect(asked).toHaveLength(2);
    await responder.stop();
    // Without a node, the request fails at once (no responders) as a 503.
    await expect(compileOnJudgeNode(service, names, request, 5_000)).rejects.toMatchObject({ statusCode: 503 });
    expect(denied).toEqual([]);
  });

  it("lets a judge node answer each request once, and nothing else on the subject or the services' inboxes", async () => {
    let before = denied.length;
    const listener = judge.subscribe(names.subjects.checkerCompile);
    await expectDenied('subscribing outside the queue group', before);
    listener.unsubscribe();

    before = denied.length;
    judge.publish(names.subjects.checkerCompile, '{}');
    await expectDenied('asking for a compile', before);

    before = denied.length;
    judge.publish(`_INBOX.${namespace}.service.forged`, '{}');
    await expectDenied("publishing to the services' inbox", before);

    const twice = judge.subscribe(names.subjects.checkerCompile, {
      queue: CHECKER_COMPILE_QUEUE,
      callback: (_error, msg) => {
        msg.respond(JSON.stringify({ ok: true, message: 'first', judger: 'x' }));
        msg.respond(JSON.stringify({ ok: true, message: 'second', judger: 'x' }));
      },
    });
    await judge.flush();
    before = denied.length;
    const reply = await service.request(names.subjects.checkerCompile, '{}', { timeout: 5_000 });
    expect(reply.json()).toMatchObject({ message: 'first' });
    await expectDenied('a second reply', before);
    twice.unsubscribe();
  });
});
