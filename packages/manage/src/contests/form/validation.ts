// The contest form's checks before sending (spec 03 §5 "Contest form" and "Admin"). Pure.
import { CONTEST_DESCRIPTION_MAX, CONTEST_PASSWORD_MAX, CONTEST_TITLE_MAX } from '@oj/contracts';
import { checkAccountRule } from './account-rule.ts';
import type { AccountRuleIssue } from './account-rule.ts';
import { checkAwards } from './awards.ts';
import type { AwardIssue } from './awards.ts';
import { passwordRequired } from './model.ts';
import type { ContestFormState } from './model.ts';
import { duplicateNames } from './star-users.ts';
import { contestDuration } from './times.ts';

/** A field with an inline message. */
export type ContestField = 'title' | 'description' | 'startTime' | 'endTime' | 'pwd';

/** A refusal: its key below `contest.form.validation`, its values, and the field it is about. */
export interface ContestIssue {
  key:
    | 'titleRequired'
    | 'titleTooLong'
    | 'descriptionRequired'
    | 'descriptionTooLong'
    | 'startRequired'
    | 'endRequired'
    | 'timeCheck'
    | 'durationCheck'
    | 'passwordRequired'
    | 'passwordTooLong'
    | 'starDuplicate'
    | AwardIssue['key']
    | AccountRuleIssue['key'];
  values?: Record<string, string | number>;
  field?: ContestField;
}

const blank = (text: string) => text.trim() === '';

function checkTexts(form: ContestFormState, issues: ContestIssue[]): void {
  if (blank(form.title)) issues.push({ key: 'titleRequired', field: 'title' });
  else if (form.title.trim().length > CONTEST_TITLE_MAX) issues.push({ key: 'titleTooLong', field: 'title', values: { max: CONTEST_TITLE_MAX } });
  if (blank(form.description)) issues.push({ key: 'descriptionRequired', field: 'description' });
  else if (form.description.length > CONTEST_DESCRIPTION_MAX)
    issues.push({ key: 'descriptionTooLong', field: 'description', values: { max: CONTEST_DESCRIPTION_MAX } });
}

function checkTimes(form: ContestFormState, issues: ContestIssue[]): void {
  if (blank(form.startTime)) issues.push({ key: 'startRequired', field: 'startTime' });
  if (blank(form.endTime)) issues.push({ key: 'endRequired', field: 'endTime' });
  const duration = contestDuration(form.startTime, form.endTime);
  if (!duration) return;
  if (duration.endBeforeStart) issues.push({ key: 'timeCheck', field: 'endTime' });
  else if (duration.seconds <= 0) issues.push({ key: 'durationCheck', field: 'endTime' });
}

function checkPassword(form: ContestFormState, issues: ContestIssue[]): void {
  if (form.auth === 0) return;
  if (blank(form.pwd) && passwordRequired(form)) issues.push({ key: 'passwordRequired', field: 'pwd' });
  else if (form.pwd.trim().length > CONTEST_PASSWORD_MAX) issues.push({ key: 'passwordTooLong', field: 'pwd', values: { max: CONTEST_PASSWORD_MAX } });
}

/** Every refusal of the form, in the order of the form's fields; empty when it may be saved. */
export function validateContestForm(form: ContestFormState): ContestIssue[] {
  const issues: ContestIssue[] = [];
  checkTexts(form, issues);
  checkTimes(form, issues);
  checkPassword(form, issues);
  const repeated = duplicateNames(form.starAccount);
  if (repeated.length > 0) issues.push({ key: 'starDuplicate', values: { name: repeated.join(', ') } });
  issues.push(...checkAwards(form.awardType, form.awards));
  if (form.openAccountLimit) issues.push(...checkAccountRule(form.accountRule));
  return issues;
}
