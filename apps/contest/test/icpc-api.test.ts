import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IcpcAwardSchema,
  IcpcClarificationSchema,
  IcpcContestSchema,
  IcpcEventSchema,
  IcpcJudgementSchema,
  IcpcJudgementTypeSchema,
  IcpcLanguageSchema,
  IcpcOrganizationSchema,
  IcpcProblemSchema,
  IcpcRunSchema,
  IcpcScoreboardSchema,
  IcpcStateSchema,
  IcpcSubmissionSchema,
  IcpcTeamSchema,
  Role,
  Verdict,
} from '@oj/contracts';
import type { IcpcEvent, IcpcJudgement, IcpcJudgementType, IcpcScoreboard, IcpcSubmission, IcpcTeam } from '@oj/contracts';
import { ContestAnnouncementEntity } from '@oj/db';
import { relTime } from '../src/modules/icpc-api/times.ts';
import { BoardKit, HOUR_MS, MINUTE_MS } from './board/kit.ts';
import type { Account } from './board/kit.ts';

// The ICPC contest API (docs/api.md "ICPC Contest API"): every endpoint of a small finished contest
// checked against the 2023-06 shapes, who may read it, and the event feed replayed by a resolver's
// rules (solved desc, 20 minutes per rejected try before the first AC) giving the scoreboard's board.

const SCHEMAS: Record<string, TSchema> = {
  '': IcpcContestSchema,
  '/state': IcpcStateSchema,
  '/judgement-types': Type.Array(IcpcJudgementTypeSchema),
  '/languages': Type.Array(IcpcLanguageSchema),
  '/problems': Type.Array(IcpcProblemSchema),
  '/teams': Type.Array(IcpcTeamSchema),
  '/organizations': Type.Array(IcpcOrganizationSchema),
  '/submissions': Type.Array(IcpcSubmissionSchema),
  '/judgements': Type.Array(IcpcJudgementSchema),
  '/runs': Type.Array(IcpcRunSchema),
  '/clarifications': Type.Array(IcpcClarificationSchema),
  '/awards': Type.Array(IcpcAwardSchema),
  '/scoreboard': IcpcScoreboardSchema,
};

const DATA_SCHEMAS: Record<IcpcEvent['type'], TSchema> = {
  contest: IcpcContestSchema,
  state: IcpcStateSchema,
  'judgement-types': IcpcJudgementTypeSchema,
  languages: IcpcLanguageSchema,
  problems: IcpcProblemSchema,
  teams: IcpcTeamSchema,
  organizations: IcpcOrganizationSchema,
  submissions: IcpcSubmissionSchema,
  judgements: IcpcJudgementSchema,
  runs: IcpcRunSchema,
  clarifications: IcpcClarificationSchema,
  awards: IcpcAwardSchema,
};

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
    if (event.data === null) continue;
    if (event.type === 'judgement-types') types.set(event.id ?? '', event.data as IcpcJudgementType);
    if (event.type === 'teams') teams.set(event.id ?? '', event.data as IcpcTeam);
    if (event.type === 'submissions') submissions.set(event.id ?? '', event.data as IcpcSubmission);
    if (event.type === 'judgements') {
      const judgement = event.data as IcpcJudgement;
      verdicts.set(judgement.submission_id, judgement.judgement_type_id ?? null);
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

describe('ICPC contest API', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let author: Account;
  let root: Account;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  let finished: number;
  let running: number;
  let stillSealed: number;
  const nowMs = Date.now();
  const startMs = nowMs - 5 * HOUR_MS;
  const endMs = nowMs - 2 * HOUR_MS;

  const get = async (path: string, who: Account | null) => {
    const headers: Record<string, string> = { 'accept-language': 'en-US' };
    if (who) headers.authorization = `Bearer ${kit.token(app, who)}`;
    const response = await app.inject({ method: 'GET', url: `/api/contests/${path}`, headers });
    return { statusCode: response.statusCode, body: response.body, type: String(response.headers['content-type']) };
  };

  beforeAll(async () => {
    kit = await BoardKit.create('icpc_api');
    author = await kit.account('author', [Role.Admin]);
    root = await kit.account('root', [Role.SuperAdmin]);
    alice = await kit.account('alice', [Role.User], { school: 'North School' });
    bob = await kit.account('bob', [Role.User], { school: 'South School' });
    carol = await kit.account('carol', [Role.User], { school: 'North School' });
    // Finished three hours long, sealed for its last hour, unsealed at the end (autoRealRank).
    finished = await kit.contest(author, { startTime: new Date(startMs), endTime: new Date(endMs), sealRank: true, sealRankTime: new Date(endMs - HOUR_MS), autoRealRank: true });
    type Problem = { cpid: number; pid: number; displayId: string };
    const [p1, p2] = (await kit.problems(finished, 2)) as [Problem, Problem];
    const at = (minutes: number) => new Date(startMs + minutes * MINUTE_MS + 15_000);
    const submit = (user: Account, problem: { cpid: number; pid: number }, status: number, minutes: number) =>
      kit.submission({ cid: finished, cpid: problem.cpid, pid: problem.pid, user, status, submitTime: at(minutes) });
    await submit(alice, p1, Verdict.WrongAnswer, 10);
    await submit(alice, p1, Verdict.Accepted, 20);
    await submit(alice, p2, Verdict.Accepted, 100);
    await submit(alice, p2, Verdict.WrongAnswer, 110);
    await submit(bob, p1, Verdict.Accepted, 30);
    await submit(bob, p2, Verdict.CompileError, 40);
    await submit(bob, p2, Verdict.TimeLimitExceeded, 50);
    await submit(bob, p2, Verdict.Accepted, 170);
    await submit(carol, p2, Verdict.RuntimeError, 60);
    await kit.db.getRepository(ContestAnnouncementEntity).insert({ cid: finished, title: 'Clarified', content: 'Input ends with EOF.', uid: author.uid, username: author.username, visible: true });
    // Running and sealed; and ended but still sealed (no autoRealRank).
    running = await kit.contest(author, { startTime: new Date(nowMs - HOUR_MS), endTime: new Date(nowMs + HOUR_MS), sealRank: true, sealRankTime: new Date(nowMs - 30 * MINUTE_MS) });
    stillSealed = await kit.contest(author, { startTime: new Date(startMs), endTime: new Date(endMs), sealRank: true, sealRankTime: new Date(endMs - HOUR_MS), autoRealRank: false });
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('answers every endpoint of a finished contest in the 2023-06 shapes', async () => {
    for (const [suffix, schema] of Object.entries(SCHEMAS)) {
      const answer = await get(`${finished}${suffix}`, null);
      expect(answer.statusCode, suffix).toBe(200);
      expect(answer.type, suffix).toContain('application/json');
      const body: unknown = JSON.parse(answer.body);
      expect([...Value.Errors(schema, body)].map((error) => `${error.path} ${error.message}`), suffix).toEqual([]);
    }
    const contest = JSON.parse((await get(`${finished}`, author)).body) as Record<string, unknown>;
    expect(contest).toMatchObject({ id: String(finished), duration: '3:00:00.000', scoreboard_freeze_duration: '1:00:00.000', penalty_time: 20 });
    const state = JSON.parse((await get(`${finished}/state`, null)).body) as Record<string, unknown>;
    expect(state).toMatchObject({ ended: new Date(endMs).toISOString(), frozen: new Date(endMs - HOUR_MS).toISOString(), thawed: new Date(endMs).toISOString(), finalized: new Date(endMs).toISOString() });
    const teams = JSON.parse((await get(`${finished}/teams`, null)).body) as IcpcTeam[];
    expect(teams.map((team) => team.name)).toEqual(['alice', 'bob', 'carol']);
    expect(teams[0]?.organization_id).toBe(teams[2]?.organization_id);
    expect(teams[0]?.organization_id).not.toBe(teams[1]?.organization_id);
    const judgements = JSON.parse((await get(`${finished}/judgements`, null)).body) as IcpcJudgement[];
    expect(judgements.map((judgement) => judgement.judgement_type_id)).toEqual(['WA', 'AC', 'AC', 'WA', 'AC', 'CE', 'TLE', 'AC', 'RTE']);
  });

  it('ranks by solved, then time with 20 minutes per rejected try before the first AC', async () => {
    const board = JSON.parse((await get(`${finished}/scoreboard`, null)).body) as IcpcScoreboard;
    expect(board.rows.map((row) => [row.team_id, row.rank, row.score.num_solved, row.score.total_time])).toEqual([
      [alice.uid, 1, 2, 20 + 20 + 100],
      [bob.uid, 2, 2, 30 + 170 + 20],
      [carol.uid, 3, 0, 0],
    ]);
    expect(board.rows[1]?.problems[1]).toEqual({ problem_id: expect.any(String) as string, num_judged: 2, num_pending: 0, solved: true, time: 170 });
    const awards = JSON.parse((await get(`${finished}/awards`, null)).body) as { id: string; team_ids: string[] }[];
    expect(awards.find((award) => award.id === 'winner')?.team_ids).toEqual([alice.uid]);
    expect(awards.filter((award) => award.id.startsWith('first-to-solve-')).map((award) => award.team_ids)).toEqual([[alice.uid], [alice.uid]]);
  });

  it('replays the event feed into the scoreboard endpoint’s final board', async () => {
    const answer = await get(`${finished}/event-feed`, null);
    expect(answer.statusCode).toBe(200);
    expect(answer.type).toContain('application/x-ndjson');
    const events = answer.body.trimEnd().split('\n').map((line) => JSON.parse(line) as IcpcEvent);
    for (const event of events) {
      expect(Value.Check(IcpcEventSchema, event), JSON.stringify(event)).toBe(true);
      expect([...Value.Errors(DATA_SCHEMAS[event.type], event.data)], JSON.stringify(event)).toEqual([]);
    }
    expect(events[0]?.type).toBe('contest');
    expect(events.at(-1)).toMatchObject({ type: 'state', data: { finalized: new Date(endMs).toISOString() } });
    expect(events.filter((event) => event.type === 'clarifications')).toHaveLength(1);
    const board = JSON.parse((await get(`${finished}/scoreboard`, author)).body) as IcpcScoreboard;
    const replayed = replay(events);
    expect(replayed).toEqual(board.rows.map((row) => ({ team_id: row.team_id, rank: row.rank, num_solved: row.score.num_solved, total_time: row.score.total_time })));
    expect(replayed).toHaveLength(3);
    // since_token resumes after a line.
    const rest = await get(`${finished}/event-feed?since_token=${events.length - 1}`, null);
    expect(rest.body.trimEnd().split('\n')).toHaveLength(1);
  });

  it('refuses a non-admin while the contest runs sealed or stays sealed after the end; admins may read', async () => {
    for (const cid of [running, stillSealed]) {
      for (const who of [null, alice]) {
        const answer = await get(`${cid}/submissions`, who);
        expect(answer.statusCode, `${cid} ${who?.username ?? 'anonymous'}`).toBe(403);
        expect((JSON.parse(answer.body) as { msg: string }).msg).toContain('contest API');
      }
      for (const who of [author, root]) expect((await get(`${cid}/scoreboard`, who)).statusCode).toBe(200);
    }
    expect((await get(`${running}/event-feed`, alice)).statusCode).toBe(403);
    expect((await get('0/state', author)).statusCode).toBe(400);
    expect((await get('999999/state', author)).statusCode).toBe(404);
  });

  it('writes RELTIME as h:mm:ss.uuu, hours unbounded', () => {
    expect(relTime(0)).toBe('0:00:00.000');
    expect(relTime(27 * HOUR_MS + 61_500)).toBe('27:01:01.500');
    expect(relTime(-1500)).toBe('-0:00:01.500');
  });
});
