import type { TFunction } from '@oj/i18n';
import type { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import type { ContestProblemIssue } from '../form/contest-problem.ts';

/** The text of a refusal of a contest problem's fields. */
export function problemIssueText(issue: ContestProblemIssue, t: TFunction<typeof ADMIN_NAMESPACE>): string {
  const key = `contest.problems.validation.${issue.key}` as 'contest.problems.validation.displayIdTaken';
  return t(key, (issue.values ?? {}) as { displayId: string });
}
