/** Contest rows to the wire shapes of @oj/contracts, and the JSON columns read back safely. */
import { Value } from '@sinclair/typebox/value';
import { AccountLimitRuleSchema, AwardConfigSchema } from '@oj/contracts';
import type { AccountLimitRuleDto, AwardConfigDto, ContestInfoDto, ContestListRecordDto } from '@oj/contracts';
import type { ContestRow } from '@oj/db';
import { contestPolicy, contestStatusAt } from '@oj/access';
import type { ContestViewer } from '@oj/access';
import { contestFactsOf } from './rules.ts';

function parsed(json: string | null): unknown {
  if (json === null || json.trim() === '') return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/** The star accounts (usernames) of a contest. */
export function starAccountsOf(contest: Pick<ContestRow, 'starAccount'>): string[] {
  const value = parsed(contest.starAccount);
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
}

/** The award rows of a contest (rows that no longer fit the schema are left out). */
export function awardConfigOf(contest: Pick<ContestRow, 'awardConfig'>): AwardConfigDto[] {
  const value = parsed(contest.awardConfig);
  return Array.isArray(value) ? value.filter((row): row is AwardConfigDto => Value.Check(AwardConfigSchema, row)) : [];
}

/** The account limit rule of a contest, or null. */
export function accountLimitRuleOf(contest: Pick<ContestRow, 'accountLimitRule'>): AccountLimitRuleDto | null {
  const value = parsed(contest.accountLimitRule);
  return Value.Check(AccountLimitRuleSchema, value) ? value : null;
}

/** A row of the contest list: `count` is the number of registrations. */
export function toListRecord(contest: ContestRow, count: number, nowMs: number): ContestListRecordDto {
  return {
    id: contest.id,
    title: contest.title,
    type: contest.type,
    auth: contest.auth,
    status: contestStatusAt(contestFactsOf(contest), nowMs),
    author: contest.author,
    gid: contest.gid,
    startTime: contest.startTime.toISOString(),
    endTime: contest.endTime.toISOString(),
    duration: contest.duration,
    count,
    openRank: contest.openRank,
  };
}

/**
 * get-contest-info: everything but the password, and the contest policy's answers for `viewer` (contest
 * admin, real-time permission, the seal they meet); `now` is the clock the status was derived with.
 */
export function toContestInfo(contest: ContestRow, count: number, nowMs: number, viewer: ContestViewer): ContestInfoDto {
  const policy = contestPolicy(contestFactsOf(contest), viewer, nowMs);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    ...toListRecord(contest, count, nowMs),
    description: contest.description,
    now: new Date(nowMs).toISOString(),
    sealRank: contest.sealRank,
    sealRankTime: contest.sealRankTime?.toISOString() ?? null,
    autoRealRank: contest.autoRealRank,
    allowEndSubmit: contest.allowEndSubmit,
    openPrint: contest.openPrint,
    rankShowName: contest.rankShowName,
    oiRankScoreType: contest.oiRankScoreType,
    starAccount: starAccountsOf(contest),
    awardType: contest.awardType,
    awardConfigList: awardConfigOf(contest),
    isAdmin: policy.isContestAdmin,
    realTimeRank: policy.realTime,
    viewerSeal: policy.seal === null ? null : { from: iso(policy.seal.fromMs), until: policy.seal.untilMs === null ? null : iso(policy.seal.untilMs) },
  };
}
