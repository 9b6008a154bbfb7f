import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, Role, Verdict } from '@oj/contracts';
import type { IcpcEvent, IcpcJudgement, IcpcJudgementType, IcpcScoreboard, IcpcSubmission, IcpcTeam } from '@oj/contracts';
import { ContestAnnouncementEntity, JudgeEntity } from '@oj/db';
import { relTime } from '../src/modules/icpc-api/times.ts';
import { BoardKit, HOUR_MS, MINUTE_MS } from './board/kit.ts';
import type { Account } from './board/kit.ts';
import { accessMapOf, errorsOf, jsonOf, objectProblems, read } from './icpc-api/client.ts';
import type { AccessMap } from './icpc-api/client.ts';
import { ACCESS, API_INFO, CONTEST, EVENT, NOTIFICATION_TYPES, OBJECTS_BY_TYPE, SCOREBOARD, notOfferedOf, requiredOf, schemaOf } from './icpc-api/spec.ts';

// The ICPC contest API (docs/api.md "ICPC Contest API") read as its clients read it: every endpoint
// of a finished contest, as its admin, a signed-in user (the inside) and an anonymous client (the
// outside board), checked against the 2023-06 specification's schemas written in ./icpc-api/spec.ts
// (unknown properties refused) and against each client's access document; the event feed replayed
// by a resolver's rules (solved desc, 20 minutes per rejected try before the first AC) gives the
// scoreboard endpoint's board. Who may read which contest at all: icpc-api-access.test.ts.

/** The endpoints of one contest answering JSON, with the endpoint type of their objects (null: not a collection). */
const ENDPOINTS: readonly { suffix: string; type: string | null }[] = [
  { suffix: '', type: 'contest' },
  { suffix: '/state', type: 'state' },
  ...['judgement-types', 'languages', 'problems', 'groups', 'organizations', 'teams', 'submissions', 'judgements', 'clarifications', 'awards'].map((type) => ({
    suffix: `/${type}`,
    type,
  })),
  { suffix: '/scoreboard', type: null },
];

/** RELTIME to milliseconds. */
function relMs(text: string): number {
  const match = /^(-?)(\d+):(\d\d):(\d\d)(?:\.(\d{3}))?$/.exec(text);
  if (!match) throw new Error(`not a RELTIME: ${text}`);
  const ms = ((Number(match[2]) * 60 + Number(match[3])) * 60 + Number(match[4])) * 1000 + Number(match[5] ?? 0);
  return match[1] === '-' ? -ms : ms;
}

/** A resolver's replay: the final ICPC board from the feed's submissions, judgements, types and teams. */
function replay(events: IcpcEvent[]): { team_id: string; rank: number; num_solved: number; total_time: number }[] {
  const types = new Map<string, IcpcJudgementType>();
  const teams = new Map<string, IcpcTeam>();
  const submissions = new Map<string, IcpcSubmission>();
  const verdicts = new Map<string, string | null>();
  for (const event of events) {
    if (event.type === 'judgement-types') types.set(event.id ?? '', event.data as IcpcJudgementType);
    if (event.type === 'teams') teams.set(event.id ?? '', event.data as IcpcTeam);
    if (event.type === 'submissions') submissions.set(event.id ?? '', event.data as IcpcSubmission);
    if (event.type === 'judgements') {
      const judgement = event.data as IcpcJudgement;
      verdicts.set(judgement.submission_id, judgement.judgement_type_id);
    }
  }
  const score = new Map<string, { solved: number; time: number }>();
  const cells = new Map<string, { solved: boolean; penalties: number }>();
  for (const submission of [...submissions.values()].sort((a, b) => relMs(a.contest_time) - relMs(b.contest_time))) {
    if (teams.get(submission.team_id)?.hidden === true) continue;
    const total = score.get(submission.team_id) ?? { solved: 0, time: 0 };
    score.set(submission.team_id, total);
    const key = `${submission.team_id}/${submission.problem_id}`;
    const cell = cells.get(key) ?? { solved: false, penalties: 0 };
    cells.set(key, cell);
    const type = types.get(verdicts.get(submission.id) ?? '');
    if (cell.solved || !type) continue;
    if (type.solved) {
      cell.solved = true;
      total.solved += 1;
      total.time += Math.floor(relMs(submission.contest_time) / MINUTE_MS) + 20 * cell.penalties;
    } else if (type.penalty) cell.penalties += 1;
  }
  const rows = [...score].map(([team_id, total]) => ({ team_id, num_solved: total.solved, total_time: total.time }));
  rows.sort((a, b) => b.num_solved - a.num_solved || a.total_time - b.total_time);
  return rows.map((row, index) => ({ ...row, rank: index + 1 }));
}

/** The rules of the specification's text that one object schema cannot say. */
function conditionalProblems(type: string | null, body: unknown): string[] {
  const problems: string[] = [];
  const items = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
  for (const item of items) {
    if (type === 'languages' && (item.entry_point_required === true) !== (typeof item.entry_point_name === 'string'))
      problems.push(`language ${String(item.id)}: entry_point_name iff entry_point_required`);
    if (type === 'judgements') {
      const done = typeof item.judgement_type_id === 'string';
      if (done !== (typeof item.end_time === 'string') || done !== (typeof item.end_contest_time === 'string'))
        problems.push(`judgement ${String(item.id)}: end times iff judgement_type_id`);
    }
    if (type === 'clarifications' && item.from_team_id != null && item.to_team_id != null)
      problems.push(`clarification ${String(item.id)}: from a team to a team`);
  }
  if (type === null) {
    for (const row of (body as IcpcScoreboard).rows) {
      for (const cell of row.problems)
        if (cell.solved !== (cell.time !== undefined)) problems.push(`scoreboard ${row.team_id}/${cell.problem_id}: time iff solved`);
    }
  }
  return problems;
}

describe('ICPC contest API, as its clients read it', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let author: Account;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  let dave: Account;
  let finished: number;
  let live: number;
  let named: number;
  let pendingId: number;
  const nowMs = Date.now();
  const startMs = nowMs - 5 * HOUR_MS;
  const endMs = nowMs - 2 * HOUR_MS;
  /** The views read: the contest's admin, a signed-in user (the inside), anonymous (the outside board). */
  let viewers: { name: string; who: Account | null }[];
  const get = (path: string, who: Account | null) => read(kit, app, path, who);

  beforeAll(async () => {
    kit = await BoardKit.create('icpc_api');
    author = await kit.account('author', [Role.Admin]);
    alice = await kit.account('alice', [Role.User], { school: 'North School', nickname: 'Ally', realname: 'Alice Real' });
    bob = await kit.account('bob', [Role.User], { school: 'South School', realname: 'Bob Real' });
    carol = await kit.account('carol', [Role.User], { school: 'North School', realname: 'Carol Real' });
    dave = await kit.account('dave', [Role.User], { school: 'East School', realname: 'Dave Real' });
    // Finished, three hours long, sealed for its last hour, unsealed at the end (autoRealRank);
    // its outside board is open; the board shows nicknames; dave is a star account.
    finished = await kit.contest(author, {
      startTime: new Date(startMs),
      endTime: new Date(endMs),
      sealRank: true,
      sealRankTime: new Date(endMs - HOUR_MS),
      autoRealRank: true,
      openRank: true,
      rankShowName: 'nickname',
      starAccount: JSON.stringify(['dave']),
      auth: ContestAuth.Public,
    });
    type Problem = { cpid: number; pid: number; displayId: string };
    const [p1, p2] = (await kit.problems(finished, 2)) as [Problem, Problem];
    const at = (minutes: number) => new Date(startMs + minutes * MINUTE_MS + 15_000);
    const submit = (user: Account, problem: { cpid: number; pid: number }, status: number, minutes: number) =>
      kit.submission({ cid: finished, cpid: problem.cpid, pid: problem.pid, user, status, submitTime: at(minutes) });
    await submit(alice, p1, Verdict.WrongAnswer, 10);
    await submit(alice, p1, Verdict.Accepted, 20);
    await submit(alice, p2, Verdict.Accepted, 100);
    await submit(alice, p2, Verdict.WrongAnswer, 110);
    const javaSubmission = await submit(bob, p1, Verdict.Accepted, 30);
    await kit.db.getRepository(JudgeEntity).update({ submitId: javaSubmission }, { language: 'Java' });
    await submit(bob, p2, Verdict.CompileError, 40);
    await submit(bob, p2, Verdict.TimeLimitExceeded, 50);
    await submit(bob, p2, Verdict.Accepted, 170);
    await submit(carol, p2, Verdict.RuntimeError, 60);
    await submit(dave, p1, Verdict.Accepted, 5);
    await kit.db
      .getRepository(ContestAnnouncementEntity)
      .insert({ cid: finished, title: 'Clarified', content: 'Input ends with EOF.', uid: author.uid, username: author.username, visible: true });
    // Running, its admin's only: one submission still judging.
    live = await kit.contest(author, { startTime: new Date(nowMs - HOUR_MS), endTime: new Date(nowMs + HOUR_MS) });
    const [l1] = (await kit.problems(live, 1)) as [Problem];
    await kit.submission({ cid: live, cpid: l1.cpid, pid: l1.pid, user: alice, status: Verdict.Accepted, submitTime: new Date(nowMs - 50 * MINUTE_MS) });
    pendingId = await kit.submission({
      cid: live,
      cpid: l1.cpid,
      pid: l1.pid,
      user: bob,
      status: Verdict.Pending,
      submitTime: new Date(nowMs - 40 * MINUTE_MS),
    });
    await kit.submission({ cid: live, cpid: l1.cpid, pid: l1.pid, user: carol, status: Verdict.WrongAnswer, submitTime: new Date(nowMs - 30 * MINUTE_MS) });
    // Finished, its outside board open, showing real names.
    named = await kit.contest(author, { startTime: new Date(startMs), endTime: new Date(endMs), openRank: true, rankShowName: 'realname' });
    const [n1] = (await kit.problems(named, 1)) as [Problem];
    await kit.submission({ cid: named, cpid: n1.cpid, pid: n1.pid, user: bob, status: Verdict.Accepted, submitTime: at(30) });
    app = await kit.start();
    viewers = [
      { name: 'admin', who: author },
      { name: 'inside', who: carol },
      { name: 'outside', who: null },
    ];
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('answers the API information at the root, and only there', async () => {
    for (const path of ['/', '']) {
      const answer = await get(path, null);
      const info = jsonOf<Record<string, unknown>>(answer, `GET /api${path}`);
      expect(answer.type).toContain('application/json');
      expect(errorsOf(schemaOf(API_INFO), info)).toEqual([]);
      expect(info).toMatchObject({ version: '2023-06', version_url: 'https://ccs-specs.icpc.io/2023-06/contest_api' });
    }
    // The platform's own calls below /api are not the root.
    expect((await get('/no-such-call', null)).statusCode).toBe(404);
  });

  it('gives each client an access document the specification accepts, naming only what it may read', async () => {
    const expected: Record<string, string[]> = {
      admin: [
        'contest',
        'judgement-types',
        'languages',
        'problems',
        'groups',
        'organizations',
        'teams',
        'state',
        'submissions',
        'judgements',
        'clarifications',
        'awards',
      ],
      inside: ['contest', 'judgement-types', 'languages', 'problems', 'groups', 'teams', 'state', 'submissions', 'judgements', 'clarifications', 'awards'],
      outside: ['contest', 'judgement-types', 'languages', 'problems', 'groups', 'teams', 'state', 'awards'],
    };
    for (const { name, who } of viewers) {
      const access = jsonOf<{ capabilities: string[]; endpoints: { type: string; properties: string[] }[] }>(
        await get(`/contests/${finished}/access`, who),
        `${name} access`,
      );
      expect(errorsOf(schemaOf(ACCESS), access), name).toEqual([]);
      expect(access.capabilities).toEqual([]);
      expect(access.endpoints.map((endpoint) => endpoint.type).sort(), name).toEqual([...(expected[name] ?? [])].sort());
      for (const { type, properties } of access.endpoints) {
        const spec = OBJECTS_BY_TYPE[type];
        expect(NOTIFICATION_TYPES as readonly string[]).toContain(type);
        if (!spec) throw new Error(`no specification object for ${type}`);
        expect(
          properties.filter((property) => !(property in spec)),
          `${name} ${type}: properties the specification does not define`,
        ).toEqual([]);
        expect(
          requiredOf(spec).filter((property) => !properties.includes(property)),
          `${name} ${type}: required properties not offered`,
        ).toEqual([]);
        expect(
          properties.filter((property) => notOfferedOf(spec).includes(property)),
          `${name} ${type}`,
        ).toEqual([]);
      }
      // Referential integrity: every listed reference names a listed endpoint.
      const map = accessMapOf(access);
      const references: [string, string, string][] = [
        ['teams', 'group_ids', 'groups'],
        ['teams', 'organization_id', 'organizations'],
        ['submissions', 'team_id', 'teams'],
        ['submissions', 'problem_id', 'problems'],
        ['submissions', 'language_id', 'languages'],
        ['judgements', 'submission_id', 'submissions'],
        ['judgements', 'judgement_type_id', 'judgement-types'],
        ['clarifications', 'problem_id', 'problems'],
        ['awards', 'team_ids', 'teams'],
      ];
      for (const [type, property, target] of references)
        if (map.get(type)?.has(property) === true) expect(map.has(target), `${name}: ${type}.${property} needs ${target}`).toBe(true);
      // Personal data is the admins' only.
      expect(map.get('teams')?.has('organization_id'), name).toBe(name === 'admin');
    }
  });

  it('answers every endpoint in the specification’s shapes and within each client’s access', async () => {
    for (const { name, who } of viewers) {
      const access: AccessMap = accessMapOf(jsonOf(await get(`/contests/${finished}/access`, who), `${name} access`));
      for (const { suffix, type } of ENDPOINTS) {
        const answer = await get(`/contests/${finished}${suffix}`, who);
        const label = `${name} ${suffix || '/'}`;
        if (type !== null && !access.has(type)) {
          expect(answer.statusCode, label).toBe(403);
          expect((JSON.parse(answer.body) as { msg: string }).msg, label).toBe('This endpoint is not in your access to the contest API');
          continue;
        }
        expect(answer.statusCode, label).toBe(200);
        expect(answer.type, label).toContain('application/json');
        const body: unknown = JSON.parse(answer.body);
        if (type === null) expect(errorsOf(schemaOf(SCOREBOARD), body), label).toEqual([]);
        else expect(objectProblems(type, Array.isArray(body) ? body : [body], access), label).toEqual([]);
        expect(conditionalProblems(type, body), label).toEqual([]);
        // No client but the admins sees a real name or a school.
        if (name !== 'admin') expect(answer.body, label).not.toMatch(/ Real|School/);
      }
    }
    const contest = jsonOf<Record<string, unknown>>(await get(`/contests/${finished}`, null), 'contest');
    expect(contest).toMatchObject({ id: String(finished), duration: '3:00:00.000', scoreboard_freeze_duration: '1:00:00.000', penalty_time: 20 });
    const state = jsonOf<Record<string, unknown>>(await get(`/contests/${finished}/state`, null), 'state');
    expect(state).toMatchObject({
      ended: new Date(endMs).toISOString(),
      frozen: new Date(endMs - HOUR_MS).toISOString(),
      thawed: new Date(endMs).toISOString(),
      finalized: new Date(endMs).toISOString(),
    });
  });

  it('lists the contests a client may read through the API, in the specification’s shape', async () => {
    const listed = jsonOf<{ id: string }[]>(await get('/contests', null), 'contests');
    for (const contest of listed) expect(errorsOf(schemaOf(CONTEST), contest)).toEqual([]);
    expect(listed.map((contest) => contest.id)).toEqual([String(finished), String(named)]);
    const admins = jsonOf<{ id: string }[]>(await get('/contests', author), 'contests');
    expect(admins.map((contest) => contest.id)).toEqual([String(finished), String(live), String(named)]);
  });

  it('names teams as the board does, labels them, and groups the star accounts apart', async () => {
    const teams = jsonOf<IcpcTeam[]>(await get(`/contests/${finished}/teams`, null), 'teams');
    expect(teams.map((team) => [team.name, team.label, team.display_name, team.group_ids, team.hidden])).toEqual([
      ['alice', 'alice', 'Ally', ['official'], false],
      ['bob', 'bob', 'bob', ['official'], false],
      ['carol', 'carol', 'carol', ['official'], false],
      ['dave', 'dave', 'dave', ['unofficial'], true],
    ]);
    const groups = jsonOf<{ id: string }[]>(await get(`/contests/${finished}/groups`, null), 'groups');
    expect(groups.map((group) => group.id)).toEqual(['official', 'unofficial']);
    // The admin sees schools.
    const adminTeams = jsonOf<IcpcTeam[]>(await get(`/contests/${finished}/teams`, author), 'teams');
    expect(adminTeams[0]?.organization_id).toBe(adminTeams[2]?.organization_id);
    expect(adminTeams[0]?.organization_id).not.toBe(adminTeams[1]?.organization_id);
    // A contest showing real names shows them to its admins only.
    const shown = async (who: Account | null) => jsonOf<IcpcTeam[]>(await get(`/contests/${named}/teams`, who), 'teams').map((team) => team.display_name);
    expect(await shown(author)).toEqual(['Bob Real']);
    expect(await shown(carol)).toEqual(['bob']);
    expect(await shown(null)).toEqual(['bob']);
    const judgements = jsonOf<IcpcJudgement[]>(await get(`/contests/${finished}/judgements`, carol), 'judgements');
    expect(judgements.map((judgement) => judgement.judgement_type_id)).toEqual(['WA', 'AC', 'AC', 'WA', 'AC', 'CE', 'TLE', 'AC', 'RTE', 'AC']);
  });

  it('names the entry point of the languages that need one', async () => {
    const languages = jsonOf<{ id: string; entry_point_required: boolean; entry_point_name: string | null }[]>(
      await get(`/contests/${finished}/languages`, null),
      'languages',
    );
    const byId = new Map(languages.map((language) => [language.id, language]));
    expect(byId.get('java')).toMatchObject({ entry_point_required: true, entry_point_name: 'Main class' });
    expect(byId.get('python3')).toMatchObject({ entry_point_required: true, entry_point_name: 'Main file' });
    expect(byId.get('cpp')).toMatchObject({ entry_point_required: false, entry_point_name: null });
    expect(byId.get('go')).toMatchObject({ entry_point_required: false });
    const submissions = jsonOf<IcpcSubmission[]>(await get(`/contests/${finished}/submissions`, carol), 'submissions');
    expect(submissions.find((submission) => submission.language_id === 'java')?.entry_point).toBe('Main');
    expect(submissions.find((submission) => submission.language_id === 'cpp')?.entry_point).toBeNull();
  });

  it('ranks by solved, then time with 20 minutes per rejected try before the first AC', async () => {
    const board = jsonOf<IcpcScoreboard>(await get(`/contests/${finished}/scoreboard`, null), 'scoreboard');
    expect(board.rows.map((row) => [row.team_id, row.rank, row.score.num_solved, row.score.total_time])).toEqual([
      [alice.uid, 1, 2, 20 + 20 + 100],
      [bob.uid, 2, 2, 30 + 170 + 20],
      [carol.uid, 3, 0, 0],
    ]);
    expect(board.rows[1]?.problems[1]).toEqual({ problem_id: expect.any(String) as string, num_judged: 2, num_pending: 0, solved: true, time: 170 });
    const awards = jsonOf<{ id: string; team_ids: string[] }[]>(await get(`/contests/${finished}/awards`, null), 'awards');
    expect(awards.find((award) => award.id === 'winner')?.team_ids).toEqual([alice.uid]);
    expect(awards.filter((award) => award.id.startsWith('first-to-solve-')).map((award) => award.team_ids)).toEqual([[alice.uid], [alice.uid]]);
  });

  it('replays the event feed into the scoreboard endpoint’s final board; the outside feed has only the outside’s types', async () => {
    const answer = await get(`/contests/${finished}/event-feed`, carol);
    expect(answer.statusCode).toBe(200);
    expect(answer.type).toContain('application/x-ndjson');
    const events = answer.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as IcpcEvent);
    const access = accessMapOf(jsonOf(await get(`/contests/${finished}/access`, carol), 'access'));
    for (const event of events) {
      expect(errorsOf(schemaOf(EVENT), event), JSON.stringify(event)).toEqual([]);
      expect(objectProblems(event.type, [event.data], access), JSON.stringify(event)).toEqual([]);
      if (event.type === 'contest' || event.type === 'state') expect(event.id).toBeNull();
      else expect(event.id).toBe((event.data as { id: string }).id);
    }
    expect(events[0]?.type).toBe('contest');
    expect(events.at(-1)).toMatchObject({ type: 'state', data: { finalized: new Date(endMs).toISOString() } });
    expect(events.filter((event) => event.type === 'clarifications')).toHaveLength(1);
    const board = jsonOf<IcpcScoreboard>(await get(`/contests/${finished}/scoreboard`, author), 'scoreboard');
    const replayed = replay(events);
    expect(replayed).toEqual(
      board.rows.map((row) => ({ team_id: row.team_id, rank: row.rank, num_solved: row.score.num_solved, total_time: row.score.total_time })),
    );
    expect(replayed).toHaveLength(3);
    const outside = (await get(`/contests/${finished}/event-feed`, null)).body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as IcpcEvent);
    expect(new Set(outside.map((event) => event.type))).toEqual(
      new Set(['contest', 'judgement-types', 'languages', 'problems', 'groups', 'teams', 'state', 'awards']),
    );
    expect(outside.map((event) => JSON.stringify(event)).join('\n')).not.toMatch(/ Real|School/);
  });

  it('resumes after a token of an unchanged feed; refuses since_id and any other token with 400', async () => {
    const events = (await get(`/contests/${finished}/event-feed`, carol)).body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as IcpcEvent);
    const rest = await get(`/contests/${finished}/event-feed?since_token=${events.at(-2)?.token ?? ''}`, carol);
    expect(rest.statusCode).toBe(200);
    expect(
      rest.body
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as IcpcEvent).token),
    ).toEqual([events.at(-1)?.token]);
    for (const query of ['since_token=1', 'since_token=999-0000000000000000', `since_id=${events[3]?.id ?? 'x'}`, 'since_id=unknown']) {
      const refused = await get(`/contests/${finished}/event-feed?${query}`, carol);
      expect(refused.statusCode, query).toBe(400);
      expect((JSON.parse(refused.body) as { msg: string }).msg, query).toMatch(/since_token/);
    }
    // A token of the outside feed does not resume the inside one (their lines differ).
    const outside = (await get(`/contests/${finished}/event-feed`, null)).body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as IcpcEvent);
    expect((await get(`/contests/${finished}/event-feed?since_token=${outside.at(-2)?.token ?? ''}`, carol)).statusCode).toBe(400);
  });

  it('stops resuming after a token once a judgement before it has changed, and still resumes before it', async () => {
    const feed = async () =>
      (await get(`/contests/${live}/event-feed`, author)).body
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as IcpcEvent);
    const events = await feed();
    const pending = events.findIndex((event) => event.type === 'judgements' && event.id === String(pendingId));
    expect((events[pending]?.data as IcpcJudgement).judgement_type_id).toBeNull();
    const before = events[pending - 1]?.token ?? '';
    const after = events[pending + 1]?.token ?? '';
    expect((await get(`/contests/${live}/event-feed?since_token=${after}`, author)).statusCode).toBe(200);
    await kit.db.getRepository(JudgeEntity).update({ submitId: pendingId }, { status: Verdict.Accepted });
    expect((await get(`/contests/${live}/event-feed?since_token=${after}`, author)).statusCode).toBe(400);
    const resumed = await get(`/contests/${live}/event-feed?since_token=${before}`, author);
    expect(resumed.statusCode).toBe(200);
    const first = JSON.parse(resumed.body.split('\n')[0] ?? '{}') as IcpcEvent;
    expect(first).toMatchObject({ type: 'judgements', id: String(pendingId), data: { judgement_type_id: 'AC' } });
  });

  it('writes RELTIME as h:mm:ss.uuu, hours unbounded', () => {
    expect(relTime(0)).toBe('0:00:00.000');
    expect(relTime(27 * HOUR_MS + 61_500)).toBe('27:01:01.500');
    expect(relTime(-1500)).toBe('-0:00:01.500');
  });
});
