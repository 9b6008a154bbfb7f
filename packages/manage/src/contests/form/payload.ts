import { AwardType } from '@oj/contracts';
import type { ContestFormDto, ContestUpdateDto } from '@oj/contracts';
import { accountRuleOf } from './account-rule.ts';
import { awardConfigOf } from './awards.ts';
import type { ContestFormState } from './model.ts';
import { contestDuration, fromLocalInput, resolveSealChoice, sealRankTimeOf } from './times.ts';

/** The body of POST /admin/contest for a validated form (PUT adds the id: see updatePayload). */
export function contestPayload(form: ContestFormState): ContestFormDto {
  const start = fromLocalInput(form.startTime) ?? new Date(Number.NaN);
  const end = fromLocalInput(form.endTime) ?? new Date(Number.NaN);
  const duration = contestDuration(form.startTime, form.endTime)?.seconds ?? 0;
  const seal = form.sealRank ? sealRankTimeOf(resolveSealChoice(form.sealChoice, form.type, duration), start, end).toISOString() : null;
  const password = form.pwd.trim();
  return {
    title: form.title.trim(),
    description: form.description,
    type: form.type,
    auth: form.auth,
    // Public contests have no password; on edit an empty one keeps the stored password.
    pwd: form.auth === 0 || password === '' ? null : password,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    sealRank: form.sealRank,
    sealRankTime: seal,
    autoRealRank: form.autoRealRank,
    allowEndSubmit: form.allowEndSubmit,
    openPrint: form.openPrint,
    openRank: form.openRank,
    rankShowName: form.rankShowName,
    oiRankScoreType: form.oiRankScoreType,
    starAccount: form.starAccount.map((name) => name.trim()),
    awardType: form.awardType,
    awardConfigList: form.awardType === AwardType.None ? [] : awardConfigOf(form.awards),
    openAccountLimit: form.openAccountLimit,
    accountLimitRule: form.openAccountLimit ? accountRuleOf(form.accountRule) : null,
    visible: form.visible,
    gid: form.gid,
  };
}

/** The body of PUT /admin/contest. */
export function updatePayload(form: ContestFormState & { id: number }): ContestUpdateDto {
  return { id: form.id, ...contestPayload(form) };
}
