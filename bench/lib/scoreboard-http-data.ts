/**
 * The tables behind bench/scoreboard-http.ts: the generated contest of lib/scoreboard-data.ts written
 * as the contest service and judge-dispatch store it (contest, problems, accounts, team accounts,
 * judge rows), shifted in time so the contest runs now, in its sealed last hour.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Role } from '@oj/contracts';
import { ContestEntity, ContestProblemEntity, JudgeEntity, UserInfoEntity, UserRoleEntity, UserTeamEntity } from '@oj/db';
import type { BenchContest } from './scoreboard-data.ts';
import { MINUTE_MS } from './scoreboard-data.ts';

async function inChunks<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** What the bench signs tokens for. */
export interface SeededContest {
  cid: number;
  admin: { uid: string; username: string };
  participant: { uid: string; username: string };
  /** The generated times plus this, in ms. */
  shiftMs: number;
}

/** Writes the contest; `progress` reports each step. */
export async function seedContest(db: DataSource, data: BenchContest, progress: (message: string) => void): Promise<SeededContest> {
  const { contest, problems, users, submissions } = data;
  // Twenty minutes before the end, inside the sealed last hour.
  const shiftMs = Date.now() + 20 * MINUTE_MS - contest.endTimeMs;
  const admin = { uid: randomUUID(), username: 'benchadmin' };
  await db.getRepository(UserInfoEntity).insert({ ...admin, email: 'benchadmin@bench.test', password: 'not-a-login', gender: 'secrecy' });
  await db.getRepository(UserRoleEntity).insert({ uid: admin.uid, roleId: Role.Admin });
  const starNames = users.filter((user) => contest.starUids.includes(user.uid)).map((user) => user.username);
  const inserted = await db.getRepository(ContestEntity).insert({
    title: 'Scoreboard bench',
    description: 'Generated.',
    auth: 0,
    pwdHash: null,
    type: contest.type,
    uid: admin.uid,
    author: admin.username,
    gid: null,
    startTime: new Date(contest.startTimeMs + shiftMs),
    endTime: new Date(contest.endTimeMs + shiftMs),
    duration: Math.round((contest.endTimeMs - contest.startTimeMs) / 1000),
    sealRank: contest.sealRank,
    sealRankTime: contest.sealRankTimeMs === null ? null : new Date(contest.sealRankTimeMs + shiftMs),
    autoRealRank: contest.autoRealRank,
    allowEndSubmit: true,
    openPrint: false,
    openRank: true,
    rankShowName: contest.rankShowName,
    oiRankScoreType: contest.oiRankScoreType,
    starAccount: JSON.stringify(starNames),
    awardType: contest.awardType,
    awardConfig: JSON.stringify(contest.awardConfigList),
    openAccountLimit: false,
    accountLimitRule: null,
    visible: true,
  });
  const cid = Number(inserted.identifiers[0]?.id);
  // A fresh schema numbers the contest problems 1..n, the cpids the generator used.
  await db
    .getRepository(ContestProblemEntity)
    .insert(problems.map((problem) => ({ cid, pid: problem.pid, displayId: problem.displayId, displayTitle: `Problem ${problem.displayId}`, color: null })));
  progress(`${users.length} accounts`);
  await inChunks(users, 1_000, (chunk) =>
    db.getRepository(UserInfoEntity).insert(
      chunk.map((user) => ({
        uid: user.uid,
        username: user.username,
        email: `${user.username}@bench.test`,
        password: 'not-a-login',
        gender: 'secrecy',
        nickname: user.nickname ?? null,
        realname: user.realname ?? null,
        school: user.school ?? null,
      })),
    ),
  );
  const teams = users.filter((user) => user.teamName);
  await inChunks(teams, 1_000, (chunk) =>
    db
      .getRepository(UserTeamEntity)
      .insert(chunk.map((user) => ({ uid: user.uid, teamName: user.teamName ?? '', members: JSON.stringify(user.members ?? []), cid }))),
  );
  const usernames = new Map(users.map((user) => [user.uid, user.username]));
  const started = Date.now();
  await inChunks(submissions, 2_000, async (chunk) => {
    await db.getRepository(JudgeEntity).insert(
      chunk.map((submission) => {
        const problem = problems[(submission.cpid ?? 1) - 1];
        return {
          submitId: submission.submitId,
          cid,
          cpid: submission.cpid ?? 1,
          pid: problem?.pid ?? 0,
          displayPid: problem?.displayId ?? 'A',
          uid: submission.uid,
          username: usernames.get(submission.uid) ?? submission.uid,
          status: submission.status,
          score: submission.score ?? null,
          submitTime: new Date(submission.submitTimeMs + shiftMs),
          code: 'x',
          length: 1,
          language: 'C++',
        };
      }),
    );
    if (chunk[0] !== undefined && (chunk[0].submitId - 1) % 50_000 === 0)
      progress(`judge rows from ${chunk[0].submitId} (${Math.round((Date.now() - started) / 1000)} s)`);
  });
  const participant = users[100] ?? users[0];
  if (!participant) throw new Error('no participant');
  return { cid, admin, participant: { uid: participant.uid, username: participant.username }, shiftMs };
}
