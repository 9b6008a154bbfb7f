import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ContestType, Role, Verdict } from '@oj/contracts';
import type { AdminContestDto, ScoreboardPageDto, TeamAccountsResultDto } from '@oj/contracts';
import { ContestProblemEntity, JudgeEntity, UserInfoEntity, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword } from '@oj/service-kit';
import { gatewayService } from '../../src/app.ts';
import { deleteNamespaceBuckets, gatewayTestConfig } from '../helpers.ts';
import { call, dataOf, login } from './helpers.ts';

// Team accounts on the board, across the services: the gateway (all-in-one, the contest service's
// plugin in its process) generates the accounts of a contest's account limit rule; they register
// (the contest service checks the rule) and submit; the contest service's board reads their
// profiles through the gateway's published read (`@oj/db/reads` userProfiles) and shows the team.

const MINUTE_MS = 60_000;

describe('generated team accounts on the contest board', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let rootToken = '';
  let cid = 0;
  let cpid = 0;
  let generated: TeamAccountsResultDto;

  beforeAll(async () => {
    database = await createTestDatabase('gw_team_board');
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
    app = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, plugin: gatewayService });
    rootToken = (await login(app, 'root', 'root-password')) ?? '';
    const now = Date.now();
    const form = {
      title: 'Team Cup',
      description: 'Teams only',
      type: ContestType.ACM,
      auth: ContestAuth.Private,
      pwd: 'team-cup',
      startTime: new Date(now - 10 * MINUTE_MS).toISOString(),
      endTime: new Date(now + 3 * 60 * MINUTE_MS).toISOString(),
      sealRank: false,
      autoRealRank: true,
      allowEndSubmit: false,
      openPrint: false,
      openRank: false,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      starAccount: [],
      awardType: 0,
      awardConfigList: [],
      visible: true,
      openAccountLimit: true,
      accountLimitRule: { prefix: 'cup', suffix: '', start: 8, end: 11, extra: ['cupstaff'] },
    };
    const created = await call(app, rootToken, 'POST', '/api/admin/contest', form);
    expect(created.statusCode, created.body).toBe(200);
    cid = dataOf<AdminContestDto>(created).id;
    // The contest's problem, as the contest admin's add-problem would leave it (a fixture of the contest's table).
    const inserted = await database.dataSource.getRepository(ContestProblemEntity).insert({ cid, pid: 1001, displayId: 'A', displayTitle: 'Sum', color: null });
    cpid = Number(inserted.identifiers[0]?.id);
  }, 60_000);

  afterAll(async () => {
    await deleteNamespaceBuckets(app);
    await app.close();
    await database.drop();
  });

  it('generates the accounts the stored rule admits, and they register for the contest', async () => {
    const stored = dataOf<AdminContestDto>(await call(app, rootToken, 'GET', `/api/admin/contest?cid=${cid}`));
    const rule = stored.accountLimitRule;
    if (!rule) throw new Error('the contest has no account rule');
    const response = await call(app, rootToken, 'POST', '/api/admin/user/generate-team-accounts', {
      cid,
      prefix: rule.prefix,
      suffix: rule.suffix,
      numberFrom: rule.start,
      numberTo: rule.end,
      extra: rule.extra,
      passwordLength: 10,
      teamNamePattern: 'Team ###',
      teams: [{ teamName: 'Kernel Panic', members: ['Ada', 'Linus', 'Grace'] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    generated = dataOf<TeamAccountsResultDto>(response);
    // Unpadded numbers: cup8, not cup08, since the rule admits no leading zero.
    expect(generated.accounts.map((account) => account.username)).toEqual(['cup8', 'cup9', 'cup10', 'cup11', 'cupstaff']);
    for (const account of generated.accounts) {
      const token = await login(app, account.username, account.password);
      expect(token, account.username).not.toBeNull();
      const registered = await call(app, token ?? '', 'POST', '/api/register-contest', { cid, password: 'team-cup' });
      expect(registered.statusCode, `${account.username}: ${registered.body}`).toBe(200);
    }
  });

  it('shows a team account with its team name and members on the real board', async () => {
    const judge = database.dataSource.getRepository(JudgeEntity);
    const users = database.dataSource.getRepository(UserInfoEntity);
    // Accepted submissions as judge-dispatch stores them (fixtures of its table).
    for (const username of ['cup8', 'cup9']) {
      const user = await users.findOneByOrFail({ username });
      await judge.insert({
        cid,
        cpid,
        pid: 1001,
        uid: user.uid,
        username,
        status: Verdict.Accepted,
        score: null,
        submitTime: new Date(Date.now() - MINUTE_MS),
        displayPid: 'A',
        code: 'int main() {}',
        language: 'C++',
        length: 13,
      });
    }
    const board = dataOf<ScoreboardPageDto>(await call(app, rootToken, 'POST', '/api/get-contest-rank', { cid }));
    const rows = Object.fromEntries(board.records.map((row) => [row.username, row]));
    expect(rows.cup8).toMatchObject({ teamName: 'Kernel Panic', members: ['Ada', 'Linus', 'Grace'], ac: 1 });
    expect(rows.cup9).toMatchObject({ teamName: 'Team 002', members: [] });
    // A contestant sees the same names.
    const token = await login(app, 'cup10', generated.accounts[2]?.password ?? '');
    const seen = dataOf<ScoreboardPageDto>(await call(app, token ?? '', 'POST', '/api/get-contest-rank', { cid }));
    expect(seen.records.map((row) => row.teamName).sort()).toEqual(['Kernel Panic', 'Team 002']);
  });

  it('a team edited in the back office shows once the board is rebuilt (the board keeps the profiles it loaded)', async () => {
    const user = await database.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: 'cup9' });
    const edited = await call(app, rootToken, 'PUT', '/api/admin/user/edit-user', {
      uid: user.uid,
      username: 'cup9',
      role: Role.User,
      status: 0,
      teamName: 'Segfault',
      members: ['Ken'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The contest admin's force refresh rebuilds the board from the tables and the published reads.
    const board = dataOf<ScoreboardPageDto>(await call(app, rootToken, 'POST', '/api/get-contest-rank', { cid, forceRefresh: true }));
    expect(board.records.find((row) => row.username === 'cup9')).toMatchObject({ teamName: 'Segfault', members: ['Ken'] });
  });
});
