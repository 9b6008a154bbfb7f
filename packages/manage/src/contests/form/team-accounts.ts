// The "Generate team accounts" dialog's form, pure: prefilled from the contest's account rule, its
// checks (the server checks them again), the request body and the CSV sheet of the answer.
import { GENERATED_PASSWORD_LENGTH, GENERATE_USER_MAX, TEAM_MEMBERS_MAX, TEAM_MEMBER_NAME_MAX, TEAM_NAME_MAX } from '@oj/contracts';
import type { TeamAccountsBodyDto, TeamAccountsResultDto, TeamEntryDto } from '@oj/contracts';
import { USERNAME_MAX, splitNames } from './star-users.ts';
import { extraAccounts } from './account-rule.ts';
import type { AccountRuleState } from './account-rule.ts';

/** The dialog's values (numbers null while empty; extra accounts and teams as typed). */
export interface TeamAccountsForm {
  prefix: string;
  suffix: string;
  numberFrom: number | null;
  numberTo: number | null;
  extra: string;
  passwordLength: number | null;
  teamNamePattern: string;
  teams: string;
  updateExisting: boolean;
}

/** A refusal of the form: its key below `teamAccounts.issues` and its values. */
export interface TeamAccountsIssue {
  key:
    | 'numberFromRequired'
    | 'numberToRequired'
    | 'numberOrder'
    | 'tooMany'
    | 'passwordLengthRange'
    | 'nameTooLong'
    | 'patternNeedsNumber'
    | 'moreTeamsThanAccounts'
    | 'teamNameTooLong'
    | 'tooManyMembers'
    | 'memberTooLong';
  values?: Record<string, number>;
}

/** The dialog prefilled from the rule as the contest form holds it. */
export function teamAccountsFormOf(rule: AccountRuleState): TeamAccountsForm {
  return {
    prefix: rule.prefix.trim(),
    suffix: rule.suffix.trim(),
    numberFrom: rule.start,
    numberTo: rule.end,
    extra: extraAccounts(rule).join('\n'),
    passwordLength: 8,
    teamNamePattern: 'Team ###',
    teams: '',
    updateExisting: false,
  };
}

const length = (text: string): number => Array.from(text).length;

/** The usernames the form asks for, as the server writes them (numbers without leading zeros, then the extras). */
export function teamAccountNames(form: TeamAccountsForm): string[] {
  const { numberFrom, numberTo } = form;
  if (numberFrom === null || numberTo === null || numberTo < numberFrom) return [];
  const count = Math.min(numberTo - numberFrom + 1, GENERATE_USER_MAX + 1);
  const names = Array.from({ length: count }, (_, offset) => `${form.prefix.trim()}${numberFrom + offset}${form.suffix.trim()}`);
  const seen = new Set(names.map((name) => name.toLocaleLowerCase()));
  for (const name of splitNames(form.extra)) {
    if (seen.has(name.toLocaleLowerCase())) continue;
    seen.add(name.toLocaleLowerCase());
    names.push(name);
  }
  return names;
}

/** The teams of the list: one a line, "team name | member, member"; blank lines left out. */
export function parseTeams(text: string): TeamEntryDto[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const bar = line.indexOf('|');
      const teamName = (bar < 0 ? line : line.slice(0, bar)).trim();
      const members =
        bar < 0
          ? []
          : line
              .slice(bar + 1)
              .split(/[,，、;；]/)
              .map((member) => member.trim())
              .filter((member) => member !== '');
      return { teamName, members };
    })
    .filter((team) => team.teamName !== '');
}

/** Every refusal of the form, in the order the fields appear. */
export function checkTeamAccountsForm(form: TeamAccountsForm): TeamAccountsIssue[] {
  const issues: TeamAccountsIssue[] = [];
  if (form.numberFrom === null) issues.push({ key: 'numberFromRequired' });
  if (form.numberTo === null) issues.push({ key: 'numberToRequired' });
  if (form.numberFrom !== null && form.numberTo !== null && form.numberTo < form.numberFrom) issues.push({ key: 'numberOrder' });
  const names = teamAccountNames(form);
  if (names.length > GENERATE_USER_MAX) issues.push({ key: 'tooMany', values: { max: GENERATE_USER_MAX } });
  else if (names.some((name) => length(name) > USERNAME_MAX)) issues.push({ key: 'nameTooLong' });
  const password = form.passwordLength;
  if (password === null || password < GENERATED_PASSWORD_LENGTH.min || password > GENERATED_PASSWORD_LENGTH.max) issues.push({ key: 'passwordLengthRange' });
  if (form.teamNamePattern.trim() !== '' && !form.teamNamePattern.includes('#')) issues.push({ key: 'patternNeedsNumber' });
  const teams = parseTeams(form.teams);
  if (names.length > 0 && teams.length > names.length) issues.push({ key: 'moreTeamsThanAccounts' });
  if (teams.some((team) => length(team.teamName) > TEAM_NAME_MAX)) issues.push({ key: 'teamNameTooLong', values: { max: TEAM_NAME_MAX } });
  if (teams.some((team) => team.members.length > TEAM_MEMBERS_MAX)) issues.push({ key: 'tooManyMembers', values: { max: TEAM_MEMBERS_MAX } });
  if (teams.some((team) => team.members.some((member) => length(member) > TEAM_MEMBER_NAME_MAX)))
    issues.push({ key: 'memberTooLong', values: { max: TEAM_MEMBER_NAME_MAX } });
  return issues;
}

/** The request (call only after checkTeamAccountsForm found nothing); `cid` names the contest being edited, if saved. */
export function teamAccountsBody(form: TeamAccountsForm, cid: number | undefined): TeamAccountsBodyDto {
  const teams = parseTeams(form.teams);
  const pattern = form.teamNamePattern.trim();
  return {
    ...(cid === undefined ? {} : { cid }),
    prefix: form.prefix.trim(),
    suffix: form.suffix.trim(),
    numberFrom: form.numberFrom ?? 0,
    numberTo: form.numberTo ?? 0,
    extra: splitNames(form.extra),
    passwordLength: form.passwordLength ?? GENERATED_PASSWORD_LENGTH.min,
    ...(pattern === '' ? {} : { teamNamePattern: pattern }),
    ...(teams.length === 0 ? {} : { teams }),
    updateExisting: form.updateExisting,
  };
}

/** The answer as the CSV sheet the admin hands out: one row per account with its outcome. */
export function teamAccountsSheet(result: TeamAccountsResultDto): string[][] {
  return [
    ['username', 'password', 'teamName', 'members', 'outcome'],
    ...result.accounts.map((account) => [account.username, account.password, account.teamName ?? '', account.members.join('; '), account.outcome]),
  ];
}
