import { describe, expect, it } from 'vitest';
import type { TeamAccountsResultDto } from '@oj/contracts';
import {
  checkTeamAccountsForm,
  parseTeams,
  teamAccountNames,
  teamAccountsBody,
  teamAccountsFormOf,
  teamAccountsSheet,
} from '@oj/manage/contests/form/team-accounts.ts';
import type { TeamAccountsForm } from '@oj/manage/contests/form/team-accounts.ts';

// The "Generate team accounts" dialog's form, pure: prefill from the rule, checks, body, CSV sheet.

const form = (patch: Partial<TeamAccountsForm> = {}): TeamAccountsForm => ({
  ...teamAccountsFormOf({ prefix: ' team ', suffix: '', start: 1, end: 3, extra: 'coach\n\nCOACH, judge' }),
  ...patch,
});
const keys = (value: TeamAccountsForm) => checkTeamAccountsForm(value).map((issue) => issue.key);

describe('team accounts form', () => {
  it('is prefilled from the rule, its extras without blanks or repeats', () => {
    expect(form()).toEqual({
      prefix: 'team',
      suffix: '',
      numberFrom: 1,
      numberTo: 3,
      extra: 'coach\njudge',
      passwordLength: 8,
      teamNamePattern: 'Team ###',
      teams: '',
      updateExisting: false,
    });
  });

  it('lists the usernames as the server writes them: numbers without leading zeros, then the extras', () => {
    expect(teamAccountNames(form({ numberFrom: 9, numberTo: 10 }))).toEqual(['team9', 'team10', 'coach', 'judge']);
    expect(teamAccountNames(form({ numberTo: null }))).toEqual([]);
  });

  it('reads the team list: "name | member, member", one a line', () => {
    expect(parseTeams('Kernel Panic | Ada, Linus ,Grace\n\n  Solo  \nNull Pointers|张三、李四\n | nobody')).toEqual([
      { teamName: 'Kernel Panic', members: ['Ada', 'Linus', 'Grace'] },
      { teamName: 'Solo', members: [] },
      { teamName: 'Null Pointers', members: ['张三', '李四'] },
    ]);
  });

  it('refuses what the server would', () => {
    expect(keys(form())).toEqual([]);
    expect(keys(form({ numberFrom: null, numberTo: null }))).toEqual(['numberFromRequired', 'numberToRequired']);
    expect(keys(form({ numberFrom: 5, numberTo: 4 }))).toEqual(['numberOrder']);
    expect(keys(form({ numberTo: 1000 }))).toEqual(['tooMany']);
    expect(keys(form({ prefix: 'p'.repeat(19), numberFrom: 10, numberTo: 10 }))).toEqual(['nameTooLong']);
    expect(keys(form({ passwordLength: 5 }))).toEqual(['passwordLengthRange']);
    expect(keys(form({ passwordLength: 26 }))).toEqual(['passwordLengthRange']);
    expect(keys(form({ teamNamePattern: 'Team' }))).toEqual(['patternNeedsNumber']);
    expect(keys(form({ teams: 'a\nb\nc\nd\ne\nf' }))).toEqual(['moreTeamsThanAccounts']);
    expect(keys(form({ teams: `A | ${Array.from({ length: 11 }, (_, i) => `m${i}`).join(',')}` }))).toEqual(['tooManyMembers']);
    expect(keys(form({ teams: `${'x'.repeat(101)}\nB | ${'y'.repeat(51)}` }))).toEqual(['teamNameTooLong', 'memberTooLong']);
  });

  it('makes the body and the CSV sheet', () => {
    expect(teamAccountsBody(form({ teams: 'Alpha | Ann', teamNamePattern: ' ' }), 5)).toEqual({
      cid: 5,
      prefix: 'team',
      suffix: '',
      numberFrom: 1,
      numberTo: 3,
      extra: ['coach', 'judge'],
      passwordLength: 8,
      teams: [{ teamName: 'Alpha', members: ['Ann'] }],
      updateExisting: false,
    });
    expect(teamAccountsBody(form(), undefined)).not.toHaveProperty('cid');
    const result: TeamAccountsResultDto = {
      created: 1,
      updated: 0,
      skipped: 1,
      accounts: [
        { username: 'team1', password: 'Abc234', teamName: 'Alpha', members: ['Ann', 'Bo'], outcome: 'created' },
        { username: 'team2', password: '', teamName: null, members: [], outcome: 'exists' },
      ],
    };
    expect(teamAccountsSheet(result)).toEqual([
      ['username', 'password', 'teamName', 'members', 'outcome'],
      ['team1', 'Abc234', 'Alpha', 'Ann; Bo', 'created'],
      ['team2', '', '', '', 'exists'],
    ]);
  });
});
