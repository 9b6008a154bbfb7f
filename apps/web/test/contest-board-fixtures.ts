// Scripted answers of the scoreboard screens' tests: shapes as the contest service sends them (@oj/contracts).
import type { AcmCellDto, ContestInfoDto, ContestProblemDto, OiCellDto, ScoreboardPageDto, ScoreboardRowDto } from '@oj/contracts';
import type { ApiAnswers } from '@oj/app-shell/testing';

const HOUR_MS = 3600_000;

/** A get-contest-info answer: an ACM contest, public, running (1 h in, 4 h left). */
export function contestInfo(fields: Partial<ContestInfoDto> = {}): ContestInfoDto {
  const now = Date.now();
  return {
    id: 7,
    title: 'Autumn Cup',
    type: 0,
    auth: 0,
    status: 0,
    author: 'root',
    gid: null,
    startTime: new Date(now - HOUR_MS).toISOString(),
    endTime: new Date(now + 4 * HOUR_MS).toISOString(),
    duration: 5 * 3600,
    count: 3,
    openRank: true,
    description: 'Welcome',
    now: new Date(now).toISOString(),
    sealRank: true,
    sealRankTime: new Date(now - HOUR_MS / 2).toISOString(),
    autoRealRank: true,
    allowEndSubmit: false,
    openPrint: true,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    starAccount: ['star'],
    awardType: 0,
    awardConfigList: [],
    isAdmin: false,
    realTimeRank: false,
    viewerSeal: { from: new Date(now - HOUR_MS / 2).toISOString(), until: new Date(now + 4 * HOUR_MS).toISOString() },
    ...fields,
  };
}

/** An ended contest (2 days ago). */
export function endedContest(fields: Partial<ContestInfoDto> = {}): ContestInfoDto {
  const now = Date.now();
  return contestInfo({ status: 1, startTime: new Date(now - 48 * HOUR_MS).toISOString(), endTime: new Date(now - 43 * HOUR_MS).toISOString(), ...fields });
}

/** get-contest-problem rows. */
export function contestProblems(ids: readonly string[] = ['A', 'B']): ContestProblemDto[] {
  return ids.map((displayId, index) => ({
    id: index + 1,
    cid: 7,
    pid: 100 + index,
    problemId: `P${1000 + index}`,
    displayId,
    displayTitle: `Problem ${displayId}`,
    color: index === 0 ? '#ff0000' : null,
    type: 0,
    ac: null,
    total: null,
    myStatus: -10,
    score: null,
  }));
}

/** An ACM cell. */
export function acmCell(fields: Partial<AcmCellDto> = {}): AcmCellDto {
  return { isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, tryNum: 0, errorNum: 0, pendingNum: 0, ...fields };
}

/** An OI cell. */
export function oiCell(fields: Partial<OiCellDto> = {}): OiCellDto {
  return { score: null, time: null, isAfterContest: false, pendingNum: 0, ...fields };
}

/** A board row. */
export function boardRow(username: string, fields: Partial<ScoreboardRowDto> = {}): ScoreboardRowDto {
  return {
    rank: 1,
    uid: `u-${username}`,
    username,
    rankShowName: username,
    nickname: null,
    realname: null,
    gender: null,
    school: null,
    avatar: null,
    teamName: null,
    members: null,
    isStar: false,
    isWinAward: false,
    awardName: null,
    awardBackground: null,
    awardColor: null,
    submissionInfo: {},
    totalTime: 0,
    totalScore: 0,
    ac: 0,
    ...fields,
  };
}

/** A board page. */
export function boardPage(records: ScoreboardRowDto[], fields: Partial<ScoreboardPageDto> = {}): ScoreboardPageDto {
  return { total: records.length, records, sealed: false, version: 1, firstBlood: {}, ...fields };
}

/** What the contest shell asks besides the tab's own calls. */
export function shellAnswers(contest: ContestInfoDto, problems: ContestProblemDto[] = contestProblems()): ApiAnswers {
  return {
    'get-contest-info': () => contest,
    'get-contest-access': () => ({ access: true }),
    'get-contest-problem': () => problems,
    'get-contest-not-read-announcement': () => [],
    'get-contest-announcement': () => [],
  };
}

/** A refused call as the gateway answers it. */
export function refusal(msg: string, status = 400): Response {
  return new Response(JSON.stringify({ status, msg, data: null }), { status, headers: { 'content-type': 'application/json' } });
}
