/**
 * Problem copies under the generated NATS permissions (a real nats-server started here with
 * `natsServerConfig`): the contest service's credential asks, a gateway's answers in the queue group
 * through allow_responses, a refusal comes back as the gateway's own message, and a judge node's
 * credential can neither ask nor answer.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { GroupMessage, PROBLEM_COPY_QUEUE, natsNames } from '@oj/contracts';
import type { ProblemCopyRequest } from '@oj/contracts';
import { fail, freePort, natsConnectOptions, natsServerConfig, natsUserName } from '@oj/service-kit';
import type { NatsRole } from '@oj/service-kit';
import { askProblemCopy } from '../../../contest/src/modules/training-admin/problem-copies.ts';
import { startProblemCopyResponder } from '../../src/modules/group-problem/copy-responder.ts';

const NATS_SERVER = '/usr/sbin/nats-server';

async function until<T>(what: string, check: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

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

describe.skipIf(!existsSync(NATS_SERVER))('problem copies under the generated NATS permissions', () => {
  const namespace = `tpcperm${randomBytes(4).toString('hex')}`;
  const names = natsNames(namespace);
  let dir: string;
  let child: ChildProcess;
  let gateway: NatsConnection;
  let contest: NatsConnection;
  let judge: NatsConnection;
  const denied: Record<'gateway' | 'contest' | 'judge', string[]> = { gateway: [], contest: [], judge: [] };
  const asked: ProblemCopyRequest[] = [];
  const request: ProblemCopyRequest = { sgid: 1, tgid: 2, pid: 7, author: { uid: 'u-super', username: 'boss' } };

  const as = async (role: NatsRole, url: string, password: string) =>
    connect(natsConnectOptions({ servers: [url], namespace, name: `copy-perm-${role}`, role, auth: { user: natsUserName(role), password } }));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'oj-nats-copy-perm-'));
    const port = await freePort();
    const passwords = { service: randomBytes(18).toString('base64url'), judge: randomBytes(18).toString('base64url') };
    await writeFile(join(dir, 'nats.conf'), natsServerConfig({ namespace, host: '127.0.0.1', port, storeDir: join(dir, 'store'), passwords, bcryptCost: 4 }), {
      mode: 0o600,
    });
    child = spawn(NATS_SERVER, ['-c', join(dir, 'nats.conf')], { stdio: 'ignore' });
    const url = `nats://127.0.0.1:${port}`;
    gateway = await until('nats-server to accept the service user', () => as('service', url, passwords.service).catch(() => null), 20_000);
    contest = await as('service', url, passwords.service);
    judge = await as('judge', url, passwords.judge);
    denied.gateway = collectPermissionErrors(gateway);
    denied.contest = collectPermissionErrors(contest);
    denied.judge = collectPermissionErrors(judge);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([gateway.close(), contest.close(), judge.close()]);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  });

  it('lets the contest service ask and a gateway answer in the queue group, refusals included', async () => {
    const responder = startProblemCopyResponder({
      nc: gateway,
      names,
      log: { warn: () => undefined, error: () => undefined },
      copy: (copy) => {
        asked.push(copy);
        if (copy.pid === 7) return Promise.resolve({ pid: 70, problemId: 'dstP7', reused: false });
        return Promise.reject(fail(GroupMessage.copyNoTestData('srcP8')));
      },
    });
    await gateway.flush();
    const deps = { nats: () => contest, natsNames: names };
    expect(await askProblemCopy(deps, request, 5_000)).toEqual({ pid: 70, problemId: 'dstP7', reused: false });
    await expect(askProblemCopy(deps, { ...request, pid: 8 }, 5_000)).rejects.toMatchObject({
      statusCode: 400,
      serverMessage: { code: 'group.copyNoTestData', params: { problemId: 'srcP8' } },
    });
    expect(asked.map((copy) => copy.pid)).toEqual([7, 8]);
    await responder.stop();
    // Without a gateway, the clone is told to try again later at once (no responders).
    await expect(askProblemCopy(deps, request, 5_000)).rejects.toMatchObject({
      statusCode: 503,
      serverMessage: { code: 'trainingAdmin.cloneCopyUnavailable' },
    });
    expect([...denied.gateway, ...denied.contest]).toEqual([]);
  });

  it('keeps judge nodes from asking for copies or answering them', async () => {
    let before = denied.judge.length;
    const listener = judge.subscribe(names.subjects.problemCopy, { queue: PROBLEM_COPY_QUEUE });
    await until('a permission error for answering copies', () => (denied.judge.length > before ? true : null), 5_000);
    listener.unsubscribe();
    before = denied.judge.length;
    judge.publish(names.subjects.problemCopy, JSON.stringify(request));
    await until('a permission error for asking for a copy', () => (denied.judge.length > before ? true : null), 5_000);
  });
});
