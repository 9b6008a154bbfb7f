// The account limit rule (spec 02 "account limit rule"): who may register is prefix + a number in
// [start, end] + suffix, or one of the extra accounts. Pure.
import type { AccountLimitRuleDto } from '@oj/contracts';
import { USERNAME_MAX, splitNames } from './star-users.ts';

/** Largest number of the rule (contracts `AccountLimitRuleSchema`). */
export const ACCOUNT_NUMBER_MAX = 1_000_000;
/** Most extra accounts. */
export const EXTRA_ACCOUNTS_MAX = 1000;

/** The rule as edited: numbers null while empty, extra accounts as typed (one a line or comma separated). */
export interface AccountRuleState {
  prefix: string;
  suffix: string;
  start: number | null;
  end: number | null;
  extra: string;
}

/** A refusal of the rule: its key below `contest.form.validation` and its values. */
export interface AccountRuleIssue {
  key: 'accountRangeRequired' | 'accountRangeOrder' | 'accountAffixTooLong' | 'accountExtraTooLong' | 'accountExtraTooMany';
  values?: Record<string, string | number>;
}

/** An empty rule. */
export function emptyAccountRule(): AccountRuleState {
  return { prefix: '', suffix: '', start: null, end: null, extra: '' };
}

/** The extra accounts, trimmed, without blanks or repeats (compared without case). */
export function extraAccounts(rule: AccountRuleState): string[] {
  const seen = new Set<string>();
  return splitNames(rule.extra).filter((name) => {
    const key = name.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The rule's refusals: start and end required, start ≤ end, names of at most 20 characters. */
export function checkAccountRule(rule: AccountRuleState): AccountRuleIssue[] {
  const issues: AccountRuleIssue[] = [];
  const isNumber = (value: number | null): value is number => value !== null && Number.isInteger(value) && value >= 0 && value <= ACCOUNT_NUMBER_MAX;
  if (!isNumber(rule.start) || !isNumber(rule.end)) issues.push({ key: 'accountRangeRequired' });
  else if (rule.end < rule.start) issues.push({ key: 'accountRangeOrder' });
  if (rule.prefix.trim().length > USERNAME_MAX || rule.suffix.trim().length > USERNAME_MAX)
    issues.push({ key: 'accountAffixTooLong', values: { max: USERNAME_MAX } });
  const extra = extraAccounts(rule);
  const tooLong = extra.find((name) => name.length > USERNAME_MAX);
  if (tooLong) issues.push({ key: 'accountExtraTooLong', values: { name: tooLong, max: USERNAME_MAX } });
  if (extra.length > EXTRA_ACCOUNTS_MAX) issues.push({ key: 'accountExtraTooMany', values: { max: EXTRA_ACCOUNTS_MAX } });
  return issues;
}

/** The rule on the wire (call only after checkAccountRule found nothing). */
export function accountRuleOf(rule: AccountRuleState): AccountLimitRuleDto {
  return { prefix: rule.prefix.trim(), suffix: rule.suffix.trim(), start: rule.start ?? 0, end: rule.end ?? 0, extra: extraAccounts(rule) };
}

/** A stored rule as edited. */
export function accountRuleStateOf(rule: AccountLimitRuleDto | null): AccountRuleState {
  if (!rule) return emptyAccountRule();
  return { prefix: rule.prefix, suffix: rule.suffix, start: rule.start, end: rule.end, extra: rule.extra.join('\n') };
}
