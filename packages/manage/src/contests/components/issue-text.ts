import type { TFunction } from '@oj/i18n';
import type { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import type { ContestIssue } from '../form/validation.ts';

/** The text of a refusal of the contest form, in the interface language. */
export function contestIssueText(issue: ContestIssue, t: TFunction<typeof ADMIN_NAMESPACE>): string {
  // One call for every key: each message takes only the values its issue carries.
  const key = `contest.form.validation.${issue.key}` as 'contest.form.validation.awardPercentTotal';
  return t(key, (issue.values ?? {}) as { total: number });
}
