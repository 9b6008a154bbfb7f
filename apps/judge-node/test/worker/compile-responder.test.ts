/**
 * The node's answers to checker compile requests (fake compilers, real NATS): the reply shapes,
 * malformed requests, node failures, one node of the queue group per request, the concurrency
 * bound, and a runtime that answers only while it runs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckerCompileReply, CheckerCompileRequest } from '@oj/contracts';
import { startCompileResponder } from '../../src/worker/compile-responder.ts';
import type { CompileChecker } from '../../src/worker/compile-responder.ts';
import { silentLog } from '../../src/worker/types.ts';
import { openTestBus, startNode, verdict } from './helpers.ts';
import type { TestBus } from './helpers.ts';

const REQUEST: CheckerCompileRequest = { language: 'C++', code: 'int main() {}', extraFiles: {} };

describe('checker compile responder', () => {
  let bus: TestBus;

  beforeEach(async () => {
    bus = await openTestBus();
  });

  afterEach(async () => {
    await bus.close();
  });

  const ask = async (payload: unknown): Promise<CheckerCompileReply> =>
    (await bus.nc.request(bus.names.subjects.checkerCompile, JSON.stringify(payload), { timeout: 5_000 })).json<CheckerCompileReply>();
  const responder = (compile: CompileChecker, nodeId = 'node-a', concurrency?: number) =>
    startCompileResponder({ nc: bus.nc, names: bus.names, compile, nodeId, log: silentLog, ...(concurrency === undefined ? {} : { concurrency }) });

  it("answers with the compiler's outcome, the request's shape checked first", async () => {
    const seen: CheckerCompileRequest[] = [];
    const running = responder((request) => {
      seen.push(request);
      return Promise.resolve(
        request.code.includes('{}') ? { ok: true, message: 'Compiled Successfully' } : { ok: false, message: "main.cpp:1:1: error: 'x' does not name a type" },
      );
    });
    await bus.nc.flush();
    expect(await ask(REQUEST)).toEqual({ ok: true, message: 'Compiled Successfully', judger: 'node-a' });
    expect(await ask({ ...REQUEST, code: 'x' })).toEqual({ ok: false, message: "main.cpp:1:1: error: 'x' does not name a type", judger: 'node-a' });
    expect(await ask({ language: 'C++' })).toMatchObject({ ok: false, message: expect.stringMatching(/^Malformed compile request: \/code/) });
    const notJson = await bus.nc.request(bus.names.subjects.checkerCompile, 'not json', { timeout: 5_000 });
    expect(notJson.json()).toMatchObject({ ok: false, message: 'Malformed compile request: not JSON' });
    expect(seen).toHaveLength(2);
    await running.stop();
  });

  it('reports a failing sandbox as a node failure, not as the code', async () => {
    const running = responder(() => Promise.reject(new Error('docker is gone')));
    await bus.nc.flush();
    expect(await ask(REQUEST)).toEqual({ ok: false, nodeFailure: true, message: 'The judge node could not compile: docker is gone', judger: 'node-a' });
    await running.stop();
  });

  it('gives each request to one node of the group, and compiles one at a time per node by default', async () => {
    let active = 0;
    let most = 0;
    const calls: string[] = [];
    const slow =
      (nodeId: string): CompileChecker =>
      async () => {
        calls.push(nodeId);
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 100));
        active -= 1;
        return { ok: true, message: 'Compiled Successfully' };
      };
    const a = responder(slow('node-a'));
    await bus.nc.flush();
    const replies = await Promise.all([ask(REQUEST), ask(REQUEST), ask(REQUEST)]);
    expect(replies.every((reply) => reply.ok)).toBe(true);
    expect(most).toBe(1);
    expect(calls).toHaveLength(3);
    const b = responder(slow('node-b'));
    await bus.nc.flush();
    calls.length = 0;
    await Promise.all(Array.from({ length: 6 }, () => ask(REQUEST)));
    // Six requests, six compiles: none was answered twice by the two nodes.
    expect(calls).toHaveLength(6);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('is part of the node runtime when given a compiler, and stops with it', async () => {
    const node = await startNode(bus, (job) => Promise.resolve(verdict(job)), {
      compiler: { nc: bus.nc, compile: () => Promise.resolve({ ok: true, message: 'Compiled Successfully' }) },
    });
    await bus.nc.flush();
    expect(await ask(REQUEST)).toMatchObject({ ok: true, judger: node.nodeId });
    await node.stop();
    await expect(ask(REQUEST)).rejects.toThrow();
  });
});
