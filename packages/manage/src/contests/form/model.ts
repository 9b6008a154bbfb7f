// The contest form's state, its defaults and its translation from the wire (spec 02 §3, spec 03 §3).
import { AwardType, ContestType } from '@oj/contracts';
import type { AdminContestDto } from '@oj/contracts';
import { accountRuleStateOf, emptyAccountRule } from './account-rule.ts';
import type { AccountRuleState } from './account-rule.ts';
import { awardRowsOf, defaultAwards } from './awards.ts';
import type { AwardRow } from './awards.ts';
import { sealChoiceOf, toLocalInput } from './times.ts';
import type { SealChoice } from './times.ts';

/** Contest visibility: 0 public, 1 private, 2 protected (spec 02 §1). */
export const CONTEST_AUTHS = [0, 1, 2] as const;
export const RANK_SHOW_NAME_CHOICES = ['username', 'nickname', 'realname'] as const;
export const OI_SCORE_TYPES = ['Recent', 'Highest'] as const;

/** Every field of the form. Times are datetime-local values in the browser's zone. */
export interface ContestFormState {
  id?: number;
  title: string;
  description: string;
  type: number;
  auth: number;
  /** The new password; empty on edit keeps the stored one. */
  pwd: string;
  /** Whether the stored contest has a password (edit). */
  hasPassword: boolean;
  startTime: string;
  endTime: string;
  sealRank: boolean;
  /** The admin's seal choice; null until one is picked (the default applies). */
  sealChoice: SealChoice | null;
  /** After the end: true unseals the board, false keeps it sealed. */
  autoRealRank: boolean;
  allowEndSubmit: boolean;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: (typeof RANK_SHOW_NAME_CHOICES)[number];
  oiRankScoreType: (typeof OI_SCORE_TYPES)[number];
  starAccount: string[];
  awardType: number;
  awards: AwardRow[];
  openAccountLimit: boolean;
  accountRule: AccountRuleState;
  visible: boolean;
  gid: number | null;
}

/** A new contest: ACM, public, visible, sealed by the default choice, the default award rows kept ready. */
export function newContestForm(): ContestFormState {
  return {
    title: '',
    description: '',
    type: ContestType.ACM,
    auth: 0,
    pwd: '',
    hasPassword: false,
    startTime: '',
    endTime: '',
    sealRank: false,
    sealChoice: null,
    autoRealRank: true,
    allowEndSubmit: false,
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    starAccount: [],
    awardType: AwardType.None,
    awards: defaultAwards(),
    openAccountLimit: false,
    accountRule: emptyAccountRule(),
    visible: true,
    gid: null,
  };
}

const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/** The form of a stored contest (GET /admin/contest). */
export function contestFormOf(contest: AdminContestDto): ContestFormState {
  return {
    ...newContestForm(),
    id: contest.id,
    title: contest.title,
    description: contest.description,
    type: contest.type,
    auth: contest.auth,
    hasPassword: contest.hasPassword,
    startTime: toLocalInput(contest.startTime),
    endTime: toLocalInput(contest.endTime),
    sealRank: contest.sealRank,
    sealChoice: sealChoiceOf(contest.sealRankTime, contest.startTime, contest.endTime),
    autoRealRank: contest.autoRealRank,
    allowEndSubmit: contest.allowEndSubmit,
    openPrint: contest.openPrint,
    openRank: contest.openRank,
    rankShowName: oneOf(contest.rankShowName, RANK_SHOW_NAME_CHOICES, 'username'),
    oiRankScoreType: oneOf(contest.oiRankScoreType, OI_SCORE_TYPES, 'Recent'),
    starAccount: [...contest.starAccount],
    awardType: contest.awardType,
    awards: contest.awardConfigList.length > 0 ? awardRowsOf(contest.awardConfigList) : defaultAwards(),
    openAccountLimit: contest.openAccountLimit,
    accountRule: accountRuleStateOf(contest.accountLimitRule),
    visible: contest.visible,
    gid: contest.gid,
  };
}

/** True when the password must be typed: a contest that is not public and has none stored (spec 03 §5). */
export function passwordRequired(form: ContestFormState): boolean {
  return form.auth !== 0 && !(form.id !== undefined && form.hasPassword);
}
