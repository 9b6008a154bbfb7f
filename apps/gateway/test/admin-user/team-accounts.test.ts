import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { AdminUserListDto, BatchUserReportDto, TeamAccountsResultDto } from '@oj/contracts';
import { UserInfoEntity, UserTeamEntity } from '@oj/db';
import { nonRootCallers } from '../helpers.ts';
import { call, dataOf, insertUser, login, startAdminUserApp } from './helpers.ts';
import type { AdminUserHarness } from './helpers.ts';

// generate-team-accounts against a real database: teams written with the accounts in one
// transaction, existing names reported or updated on request, the refusals, the super admin only;
// and the team columns of the CSV import and the edit dialog.

const URL = '/api/admin/user/generate-team-accounts';

describe('admin users: team accounts', () => {
  let harness: AdminUserHarness;
  beforeAll(async () => {
    harness = await startAdminUserApp('admin_teams');
  });
  afterAll(async () => {
    await harness.close();
  });

  const teamOf = async (username: string) => {
    const user = await harness.app.db.getRepository(UserInfoEntity).findOneByOrFail({ username });
    return harness.app.db.getRepository(UserTeamEntity).findOneBy({ uid: user.uid });
  };

  it('creates the accounts of the rule with their teams; the returned passwords sign in and never reach the log', async () => {
    const { app, rootToken } = harness;
    const body = {
      cid: 42,
      prefix: 'tm',
      suffix: '',
      numberFrom: 1,
      numberTo: 12,
      extra: ['tmcoach'],
      passwordLength: 12,
      teamNamePattern: 'Team ###',
      teams: [{ teamName: 'Alpha', members: ['Ann', 'Bo', 'Cy'] }],
      school: 'Team School',
    };
    const response = await call(app, rootToken, 'POST', URL, body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const result = dataOf<TeamAccountsResultDto>(response);
    expect(result).toMatchObject({ created: 13, updated: 0, skipped: 0 });
    expect(result.accounts.map((account) => account.username)).toEqual([...Array.from({ length: 12 }, (_, i) => `tm${i + 1}`), 'tmcoach']);
    expect(result.accounts[0]).toMatchObject({ teamName: 'Alpha', members: ['Ann', 'Bo', 'Cy'], outcome: 'created' });
    expect(result.accounts[11]).toMatchObject({ username: 'tm12', teamName: 'Team 012', members: [] });
    expect(result.accounts[12]).toMatchObject({ username: 'tmcoach', teamName: 'Team 013' });
    expect(result.accounts.every((account) => account.password.length === 12)).toBe(true);
    expect(await teamOf('tm1')).toMatchObject({ teamName: 'Alpha', members: JSON.stringify(['Ann', 'Bo', 'Cy']), cid: 42 });
    const stored = await app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'tm5' });
    expect(stored.school).toBe('Team School');
    expect(stored.password).not.toContain(result.accounts[4]?.password ?? '-');
    expect(await login(app, 'tm1', result.accounts[0]?.password ?? '')).not.toBeNull();
    expect(await login(app, 'tmcoach', result.accounts[12]?.password ?? '')).not.toBeNull();
    const log = harness.logs.join('');
    expect(log).toContain(URL);
    for (const account of result.accounts) expect(log).not.toContain(account.password);
  });

  it('reports existing and look-alike names and leaves them untouched; updates existing ones only when asked, never admins', async () => {
    const { app, rootToken } = harness;
    await insertUser(app, 'ex2', 'ex2-password');
    await insertUser(app, 'ＥＸ3', 'ex3-password');
    await insertUser(app, 'exadmin', 'admin-password', [Role.Admin]);
    const body = { prefix: 'ex', suffix: '', numberFrom: 1, numberTo: 3, extra: ['exadmin'], passwordLength: 8, teamNamePattern: 'Ex #' };
    const first = dataOf<TeamAccountsResultDto>(await call(app, rootToken, 'POST', URL, body));
    expect(first.accounts.map((account) => [account.username, account.outcome, account.password === '', account.teamName])).toEqual([
      ['ex1', 'created', false, 'Ex 1'],
      ['ex2', 'exists', true, null],
      ['ex3', 'lookAlike', true, null],
      ['exadmin', 'exists', true, null],
    ]);
    expect(first).toMatchObject({ created: 1, updated: 0, skipped: 3 });
    expect(await login(app, 'ex2', 'ex2-password')).not.toBeNull();
    expect(await teamOf('ex2')).toBeNull();
    // The column compares without case or width: the one row it finds is the look-alike's.
    expect((await app.db.getRepository(UserInfoEntity).findBy({ username: 'ex3' })).map((user) => user.username)).toEqual(['ＥＸ3']);

    const second = dataOf<TeamAccountsResultDto>(await call(app, rootToken, 'POST', URL, { ...body, updateExisting: true }));
    expect(second.accounts.map((account) => [account.username, account.outcome])).toEqual([
      ['ex1', 'updated'],
      ['ex2', 'updated'],
      ['ex3', 'lookAlike'],
      ['exadmin', 'admin'],
    ]);
    expect(second).toMatchObject({ created: 0, updated: 2, skipped: 2 });
    expect(await login(app, 'ex2', 'ex2-password')).toBeNull();
    expect(await login(app, 'ex2', second.accounts[1]?.password ?? '')).not.toBeNull();
    expect(await login(app, 'exadmin', 'admin-password')).not.toBeNull();
    expect(await teamOf('ex2')).toMatchObject({ teamName: 'Ex 2' });
    expect(await teamOf('exadmin')).toBeNull();
  });

  it('two requests at once for the same accounts: each account is created once, with its team, never half a request', async () => {
    const { app, rootToken } = harness;
    const body = { prefix: 'race', suffix: '', numberFrom: 1, numberTo: 40, passwordLength: 8, teamNamePattern: 'Race ##' };
    const answers = await Promise.all([call(app, rootToken, 'POST', URL, body), call(app, rootToken, 'POST', URL, body)]);
    const created: string[] = [];
    for (const answer of answers) {
      if (answer.statusCode === 200) {
        const result = dataOf<TeamAccountsResultDto>(answer);
        expect([0, 40]).toContain(result.created);
        created.push(...result.accounts.filter((account) => account.outcome === 'created').map((account) => account.username));
      } else {
        expect(answer.json()).toMatchObject({ status: 400, msg: 'Some of these accounts were created or changed meanwhile, please try again' });
      }
    }
    expect(created.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `race${i + 1}`).sort());
    const users = await app.db.getRepository(UserInfoEntity).createQueryBuilder('u').where("u.username LIKE 'race%'").getMany();
    expect(users).toHaveLength(40);
    expect(await app.db.getRepository(UserTeamEntity).countBy({ teamName: 'Race 40' })).toBe(1);
  });

  it('refuses bad rules with 400 and a message, creating nothing', async () => {
    const { app, rootToken } = harness;
    const body = { prefix: 'bad', suffix: '', numberFrom: 1, numberTo: 5, passwordLength: 8 };
    const post = async (change: Record<string, unknown>) => {
      const response = await call(app, rootToken, 'POST', URL, { ...body, ...change });
      return { statusCode: response.statusCode, msg: response.json<{ msg: string }>().msg };
    };
    const refusals: [Record<string, unknown>, string][] = [
      [{ numberFrom: 6, numberTo: 5 }, 'The end number must not be less than the start number'],
      [{ numberTo: 1001 }, 'At most 1000 accounts can be generated at once'],
      [{ numberTo: 999, extra: ['badx', 'bady'] }, 'At most 1000 accounts can be generated at once'],
      [{ passwordLength: 5 }, 'passwordLength must be >= 6'],
      [{ passwordLength: 26 }, 'passwordLength must be <= 25'],
      [{ prefix: undefined }, 'prefix is required'],
      [{ numberFrom: undefined }, 'numberFrom is required'],
      [{ numberTo: undefined }, 'numberTo is required'],
      [{ prefix: 'p'.repeat(19), numberFrom: 9, numberTo: 10 }, 'A generated username would be longer than 20 characters'],
      [{ teamNamePattern: 'Team' }, 'The team name pattern must contain # where the team number goes'],
      [{ teams: Array.from({ length: 6 }, () => ({ teamName: 'T', members: [] })) }, 'There are more teams than accounts'],
      [{ teams: [{ teamName: 'T', members: Array.from({ length: 11 }, () => 'm') }] }, 'teams.0.members must NOT have more than 10 items'],
    ];
    for (const [change, msg] of refusals) expect(await post(change), JSON.stringify(change)).toEqual({ statusCode: 400, msg });
    expect(await app.db.getRepository(UserInfoEntity).countBy({ username: 'bad1' })).toBe(0);
    // In the caller's language.
    const zh = await app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: rootToken, 'accept-language': 'zh-CN' },
      payload: { ...body, teamNamePattern: 'Team' },
    });
    expect(zh.json()).toMatchObject({ status: 400, msg: '队伍名称模板中须用 # 表示队伍编号的位置' });
  });

  it('is the super admin’s only', async () => {
    const { app } = harness;
    const body = { prefix: 'role', suffix: '', numberFrom: 1, numberTo: 2, passwordLength: 8 };
    for (const [authorization, status] of nonRootCallers(app)) {
      const response = await app.inject({ method: 'POST', url: URL, payload: body, headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(status);
    }
    expect(await app.db.getRepository(UserInfoEntity).countBy({ username: 'role1' })).toBe(0);
  });

  it('imports the CSV team columns, shows teams in the user list, edits and removes them with the user', async () => {
    const { app, rootToken } = harness;
    const rows = [
      ['csvteam1', 'csv-pass-1', '', '', '', '', '', 'Red Pandas', 'Lin; Wang ;Zhao'],
      ['csvteam2', 'csv-pass-2', '', '', '', '', '', '', 'Orphan'],
      ['csvteam3', 'csv-pass-3', '', '', '', '', '', 'Blue', Array.from({ length: 11 }, (_, i) => `m${i}`).join(';')],
      ['csvplain', 'csv-pass-4'],
    ];
    const report = dataOf<BatchUserReportDto>(await call(app, rootToken, 'POST', '/api/admin/user/insert-batch-user', { users: rows }));
    expect(report.rows.map((row) => (row.ok ? 'ok' : row.reason))).toEqual(['ok', 'Members need a team name', 'A team can have at most 10 members', 'ok']);
    expect(await teamOf('csvteam1')).toMatchObject({ teamName: 'Red Pandas', members: JSON.stringify(['Lin', 'Wang', 'Zhao']), cid: null });
    expect(await teamOf('csvplain')).toBeNull();

    const list = dataOf<AdminUserListDto>(await call(app, rootToken, 'GET', '/api/admin/user/get-user-list?keyword=csv'));
    const record = list.records.find((user) => user.username === 'csvteam1');
    expect(record).toMatchObject({ teamName: 'Red Pandas', members: ['Lin', 'Wang', 'Zhao'] });
    expect(list.records.find((user) => user.username === 'csvplain')).toMatchObject({ teamName: null, members: null });

    const uid = record?.uid ?? '';
    const edit = (change: object) =>
      call(app, rootToken, 'PUT', '/api/admin/user/edit-user', { uid, username: 'csvteam1', role: Role.User, status: 0, ...change });
    // Omitted: the team stays; members omitted keep theirs; '' removes the team.
    expect((await edit({ realname: 'R' })).statusCode).toBe(200);
    expect(await teamOf('csvteam1')).toMatchObject({ teamName: 'Red Pandas' });
    expect((await edit({ teamName: 'Red Pandas II' })).statusCode).toBe(200);
    expect(await teamOf('csvteam1')).toMatchObject({ teamName: 'Red Pandas II', members: JSON.stringify(['Lin', 'Wang', 'Zhao']) });
    expect((await edit({ teamName: 'Red', members: ['Lin'] })).statusCode).toBe(200);
    expect(await teamOf('csvteam1')).toMatchObject({ teamName: 'Red', members: JSON.stringify(['Lin']) });
    expect((await edit({ teamName: '' })).statusCode).toBe(200);
    expect(await teamOf('csvteam1')).toBeNull();
    // A plain account becomes a team; deleting the user deletes the team.
    expect((await edit({ teamName: 'Again', members: ['A', 'B'] })).statusCode).toBe(200);
    expect((await call(app, rootToken, 'DELETE', '/api/admin/user/delete-user', { ids: [uid] })).statusCode).toBe(200);
    expect(await app.db.getRepository(UserTeamEntity).countBy({ uid })).toBe(0);
  });
});
