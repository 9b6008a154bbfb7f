/**
 * The contest form's rules (spec 03 §5 "Contest form" and "Admin"), pure: what the schema cannot
 * say. The first broken rule is refused with its message; what passes comes back normalised.
 */
import { AwardType, ContestAdminMessage as M, ContestAuth, SEAL_HALF_HOUR_SEC, SEAL_ONE_HOUR_SEC } from '@oj/contracts';
import type { AccountLimitRuleDto, AwardConfigDto, ContestFormDto, ServerMessage } from '@oj/contracts';
import { fail } from '@oj/service-kit';

/** The form after its rules: times as dates, lists trimmed, the password only when a new one was given. */
export interface ValidContestForm {
  title: string;
  description: string;
  type: number;
  auth: number;
  /** A new password to hash, or null to keep the stored one (or have none, for a public contest). */
  password: string | null;
  startTime: Date;
  endTime: Date;
  durationSec: number;
  sealRank: boolean;
  sealRankTime: Date | null;
  autoRealRank: boolean;
  allowEndSubmit: boolean;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: string;
  oiRankScoreType: string;
  starAccount: string[];
  awardType: number;
  awardConfigList: AwardConfigDto[];
  openAccountLimit: boolean;
  accountLimitRule: AccountLimitRuleDto | null;
  visible: boolean;
}

const LATEST_MS = Date.UTC(9999, 11, 31);

function refuse(message: ServerMessage): never {
  throw fail(message);
}

function timeOf(iso: string): Date {
  const time = new Date(iso);
  const ms = time.getTime();
  if (!Number.isFinite(ms) || ms < 0 || ms > LATEST_MS) refuse(M.timeOutOfRange);
  return time;
}

/** Seal choices (spec 02 §9): the start (whole contest), or 1800 s or 3600 s before the end, if the contest is that long. */
function sealTimeOf(form: ContestFormDto, start: Date, end: Date, durationSec: number): Date | null {
  if (!form.sealRank) return null;
  if (form.sealRankTime === undefined || form.sealRankTime === null) refuse(M.sealTimeRequired);
  const seal = timeOf(form.sealRankTime);
  if (seal.getTime() === start.getTime()) return seal;
  if (seal.getTime() === end.getTime() - SEAL_HALF_HOUR_SEC * 1000) return durationSec >= SEAL_HALF_HOUR_SEC ? seal : refuse(M.sealHalfHourTooShort);
  if (seal.getTime() === end.getTime() - SEAL_ONE_HOUR_SEC * 1000) return durationSec >= SEAL_ONE_HOUR_SEC ? seal : refuse(M.sealOneHourTooShort);
  return refuse(M.sealTimeInvalid);
}

/** Star users: trimmed, blanks dropped; a name twice (in any case, as usernames compare) is refused. */
function starAccountsOf(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (name === '') continue;
    const key = name.toLowerCase();
    if (seen.has(key)) refuse(M.starUserDuplicate(name));
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

/** Award rows: checked only while awards are on (the form keeps its rows when they are off). */
function awardsOf(awardType: number, rows: readonly AwardConfigDto[]): AwardConfigDto[] {
  const trimmed = rows.map((row) => ({ ...row, name: row.name.trim() }));
  if (awardType === AwardType.None) return trimmed;
  if (trimmed.length === 0) refuse(M.awardRowsRequired);
  if (trimmed.some((row) => row.name === '')) refuse(M.awardNameRequired);
  if (new Set(trimmed.map((row) => row.priority)).size !== trimmed.length) refuse(M.awardPriorityDuplicate);
  if (awardType === AwardType.Proportion) {
    if (trimmed.some((row) => row.num > 100)) refuse(M.awardProportionRange);
    if (trimmed.reduce((sum, row) => sum + row.num, 0) > 100) refuse(M.awardProportionSum);
  }
  return trimmed;
}

function accountLimitOf(open: boolean, rule: AccountLimitRuleDto | null | undefined): AccountLimitRuleDto | null {
  if (rule === undefined || rule === null) return open ? refuse(M.accountLimitRuleRequired) : null;
  if (rule.end < rule.start) refuse(M.accountLimitRange);
  const extra = [...new Set(rule.extra.map((name) => name.trim()).filter((name) => name !== ''))];
  return { prefix: rule.prefix.trim(), suffix: rule.suffix.trim(), start: rule.start, end: rule.end, extra };
}

/**
 * Checks the form. `passwordStored`: the contest already has a password (update), so an empty
 * one keeps it; on create, and for a contest that had none, a non-public contest needs one.
 */
export function validateContestForm(form: ContestFormDto, passwordStored: boolean): ValidContestForm {
  const title = form.title.trim();
  if (title === '') refuse(M.titleRequired);
  if (form.description.trim() === '') refuse(M.descriptionRequired);
  const startTime = timeOf(form.startTime);
  const endTime = timeOf(form.endTime);
  if (endTime.getTime() < startTime.getTime()) refuse(M.startBeforeEnd);
  const durationSec = Math.floor((endTime.getTime() - startTime.getTime()) / 1000);
  if (durationSec <= 0) refuse(M.durationCheck);
  const password = form.pwd === undefined || form.pwd === null || form.pwd === '' ? null : form.pwd;
  if (form.auth !== ContestAuth.Public && password === null && !passwordStored) refuse(M.passwordRequired);
  return {
    title,
    description: form.description,
    type: form.type,
    auth: form.auth,
    password: form.auth === ContestAuth.Public ? null : password,
    startTime,
    endTime,
    durationSec,
    sealRank: form.sealRank,
    sealRankTime: sealTimeOf(form, startTime, endTime, durationSec),
    autoRealRank: form.autoRealRank,
    allowEndSubmit: form.allowEndSubmit,
    openPrint: form.openPrint,
    openRank: form.openRank,
    rankShowName: form.rankShowName,
    oiRankScoreType: form.oiRankScoreType,
    starAccount: starAccountsOf(form.starAccount),
    awardType: form.awardType,
    awardConfigList: awardsOf(form.awardType, form.awardConfigList),
    openAccountLimit: form.openAccountLimit,
    accountLimitRule: accountLimitOf(form.openAccountLimit, form.accountLimitRule),
    visible: form.visible,
  };
}
