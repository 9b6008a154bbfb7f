// Tidan over the contest service, real MariaDB and NATS: the outline's shape, hidden tidan, the
// caller's status from the gateway's statistics, binding only public problems, unbind, swap, roles.
import { ProblemAuth, Verdict } from '@oj/contracts';
import type { AdminTidanListDto, TidanListDto } from '@oj/contracts';
import { JudgeEntity, ProblemCountEntity, UserAcProblemEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContestKit } from './helpers.ts';
import type { Account, ContestTestKit } from './helpers.ts';

let kit: ContestTestKit;
let admin: Account;
let alice: Account;
let bob: Account;

async function created(url: string, payload: object): Promise<number> {
  const answer = await kit.call<{ id: number }>('POST', url, admin, payload);
  expect(answer.statusCode, answer.msg).toBe(200);
  return answer.data.id;
}

const adminList = async () => (await kit.call<AdminTidanListDto>('GET', '/api/admin/tidan', admin)).data;

beforeAll(async () => {
  kit = await startContestKit();
  admin = kit.accounts.admin;
  alice = kit.accounts.alice;
  bob = kit.accounts.bob;
}, 120_000);

afterAll(async () => {
  await kit.close();
});

describe('tidan', () => {
  let basics: number;
  let graphs: number;
  let pgid: number;
  let solved: number;
  let failed: number;
  let untried: number;
  let privateProblem: number;

  beforeAll(async () => {
    const db = kit.service.database.dataSource;
    solved = await kit.addBankProblem({ title: 'A plus B' });
    failed = await kit.addBankProblem({ title: 'Sorting' });
    untried = await kit.addBankProblem({ title: 'Shortest path' });
    privateProblem = await kit.addBankProblem({ title: 'Secret', auth: ProblemAuth.Private });
    // The statistics the gateway keeps from judged submissions, and alice's submissions.
    await db.getRepository(ProblemCountEntity).insert([
      { pid: solved, total: 10, ac: 4 },
      { pid: failed, total: 3, ac: 0 },
    ]);
    await db.getRepository(UserAcProblemEntity).insert({ uid: alice.uid, pid: solved, submitId: 1 });
    const submission = {
      cid: 0,
      cpid: 0,
      displayPid: 'X',
      code: 'x',
      language: 'C++',
      length: 1,
      uid: alice.uid,
      username: alice.username,
      submitTime: new Date(),
    };
    await db.getRepository(JudgeEntity).insert([
      { ...submission, pid: solved, status: Verdict.Accepted },
      { ...submission, pid: failed, status: Verdict.WrongAnswer },
    ]);

    graphs = await created('/api/admin/tidan', { name: 'Graphs', rank: 2 });
    basics = await created('/api/admin/tidan', { name: 'Basics', rank: 1 });
    await created('/api/admin/tidan', { name: 'Draft', visible: false });
    const week1 = await created('/api/admin/tidan/group', { tid: basics, name: 'Week 1' });
    await created('/api/admin/tidan/group', { tid: basics, name: 'Week 2', rank: 1 });
    pgid = await created('/api/admin/tidan/problem-group', { gid: week1, name: 'Warm-up' });
    for (const pid of [solved, failed, untried]) await created('/api/admin/tidan/problem', { pgid, pid });
  });

  it('needs a signed-in user', async () => {
    expect((await kit.call('GET', '/api/tidan', null)).statusCode).toBe(401);
  });

  it('lists visible tidan in rank order with groups, problem groups and problems with the caller’s status', async () => {
    const answer = await kit.call<TidanListDto>('GET', '/api/tidan', alice);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.map((tidan) => tidan.name)).toEqual(['Basics', 'Graphs']);
    const [first] = answer.data;
    expect(first?.groups.map((group) => group.name)).toEqual(['Week 1', 'Week 2']);
    const problems = first?.groups[0]?.problemGroups[0]?.problems ?? [];
    expect(first?.groups[0]?.problemGroups[0]?.name).toBe('Warm-up');
    expect(problems.map(({ title, status, accepted, submitted }) => ({ title, status, accepted, submitted }))).toEqual([
      { title: 'A plus B', status: 0, accepted: 4, submitted: 10 },
      { title: 'Sorting', status: 1, accepted: 0, submitted: 3 },
      { title: 'Shortest path', status: undefined, accepted: 0, submitted: 0 },
    ]);
    expect(problems[2]).not.toHaveProperty('status');
    expect(problems[0]?.problemId).toMatch(/^C\d+-/);
  });

  it('shows another user their own standing', async () => {
    const answer = await kit.call<TidanListDto>('GET', '/api/tidan', bob);
    const problems = answer.data[0]?.groups[0]?.problemGroups[0]?.problems ?? [];
    expect(problems.map((problem) => problem.status)).toEqual([undefined, undefined, undefined]);
  });

  it('binds only public problems, once per problem group', async () => {
    const bound = await kit.call('POST', '/api/admin/tidan/problem', admin, { pgid, pid: privateProblem });
    expect(bound.statusCode).toBe(400);
    expect(bound.msg).toBe('Only public problems can be bound to a tidan');
    const again = await kit.call('POST', '/api/admin/tidan/problem', admin, { pgid, pid: solved });
    expect(again.statusCode).toBe(400);
    expect((await kit.call('POST', '/api/admin/tidan/problem', admin, { pgid, pid: 999_999 })).statusCode).toBe(404);
    expect((await kit.call('POST', '/api/admin/tidan/problem', admin, { pgid })).statusCode).toBe(400);
    expect((await kit.call('POST', '/api/admin/tidan/problem', admin, { pgid: 999_999, pid: solved })).statusCode).toBe(404);
  });

  it('leaves out a bound problem made private later', async () => {
    const db = kit.service.database.dataSource;
    const extra = await kit.addBankProblem({ title: 'Later private' });
    await created('/api/admin/tidan/problem', { pgid, pid: extra });
    await db.query('UPDATE problem SET auth = ? WHERE id = ?', [ProblemAuth.Private, extra]);
    const problems = (await kit.call<TidanListDto>('GET', '/api/tidan', alice)).data[0]?.groups[0]?.problemGroups[0]?.problems ?? [];
    expect(problems.map((problem) => problem.pid)).toEqual([solved, failed, untried]);
    expect((await kit.call('DELETE', `/api/admin/tidan/problem?pgid=${pgid}&pid=${extra}`, admin)).statusCode).toBe(200);
  });

  it('swaps two problems of one problem group, and unbinds', async () => {
    const problems = (await adminList()).find((tidan) => tidan.id === basics)?.groups[0]?.problemGroups[0]?.problems ?? [];
    const [first, , third] = problems;
    expect((await kit.call('PUT', '/api/admin/tidan/problem/swap', admin, { first: first?.id, second: third?.id })).statusCode).toBe(200);
    let order = (await kit.call<TidanListDto>('GET', '/api/tidan', alice)).data[0]?.groups[0]?.problemGroups[0]?.problems.map((problem) => problem.pid);
    expect(order).toEqual([untried, failed, solved]);
    expect((await kit.call('PUT', '/api/admin/tidan/problem/swap', admin, { first: first?.id, second: first?.id })).statusCode).toBe(400);

    const otherGroup = await created('/api/admin/tidan/problem-group', {
      gid: (await adminList()).find((tidan) => tidan.id === basics)?.groups[0]?.id,
      name: 'Other',
    });
    const elsewhere = await created('/api/admin/tidan/problem', { pgid: otherGroup, pid: solved });
    expect((await kit.call('PUT', '/api/admin/tidan/problem/swap', admin, { first: first?.id, second: elsewhere })).statusCode).toBe(400);

    expect((await kit.call('DELETE', `/api/admin/tidan/problem?pgid=${pgid}&pid=${failed}`, admin)).statusCode).toBe(200);
    expect((await kit.call('DELETE', `/api/admin/tidan/problem?pgid=${pgid}&pid=${failed}`, admin)).statusCode).toBe(404);
    order = (await kit.call<TidanListDto>('GET', '/api/tidan', alice)).data[0]?.groups[0]?.problemGroups[0]?.problems.map((problem) => problem.pid);
    expect(order).toEqual([untried, solved]);
  });

  it('hides and shows a tidan; the back office sees hidden ones', async () => {
    expect((await kit.call('PUT', '/api/admin/tidan', admin, { id: graphs, name: 'Graphs', visible: false })).statusCode).toBe(200);
    expect((await kit.call<TidanListDto>('GET', '/api/tidan', alice)).data.map((tidan) => tidan.name)).toEqual(['Basics']);
    expect((await adminList()).map((tidan) => [tidan.name, tidan.visible])).toEqual([
      ['Draft', false],
      ['Basics', true],
      ['Graphs', false],
    ]);
    expect((await kit.call('PUT', '/api/admin/tidan', admin, { id: graphs, name: ' ' })).statusCode).toBe(400);
  });

  it('deletes a tidan with everything under it', async () => {
    expect((await kit.call('DELETE', `/api/admin/tidan?id=${basics}`, admin)).statusCode).toBe(200);
    expect((await kit.call('POST', '/api/admin/tidan/problem', admin, { pgid, pid: untried })).statusCode).toBe(404);
    const rows = await kit.service.database.dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM tidan_problem WHERE pgid = ?', [pgid]);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe('tidan back office roles', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/admin/tidan'],
    ['POST', '/api/admin/tidan', { name: 'X' }],
    ['PUT', '/api/admin/tidan', { id: 1, name: 'X' }],
    ['DELETE', '/api/admin/tidan?id=1'],
    ['POST', '/api/admin/tidan/group', { tid: 1, name: 'X' }],
    ['POST', '/api/admin/tidan/problem-group', { gid: 1, name: 'X' }],
    ['POST', '/api/admin/tidan/problem', { pgid: 1, pid: 1 }],
    ['DELETE', '/api/admin/tidan/problem?pgid=1&pid=1'],
    ['PUT', '/api/admin/tidan/problem/swap', { first: 1, second: 2 }],
  ];

  it('answers 401 to visitors and 403 to users; admins get in', async () => {
    for (const [method, url, payload] of calls) {
      expect((await kit.call(method as 'GET', url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await kit.call(method as 'GET', url, alice, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await kit.call('GET', '/api/admin/tidan', kit.accounts.root)).statusCode).toBe(200);
  });
});
