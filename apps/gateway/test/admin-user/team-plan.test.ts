import { describe, expect, it } from 'vitest';
import type { TeamAccountsBodyDto } from '@oj/contracts';
import { planTeamAccounts, teamAccountNames, teamNameOf } from '../../src/modules/admin-user/team-plan.ts';

// The pure part of generate-team-accounts: the usernames of an account limit rule and their teams.

const rule = { prefix: 'team', suffix: '', numberFrom: 1, numberTo: 3 };
const body = (change: Partial<TeamAccountsBodyDto> = {}): TeamAccountsBodyDto => ({ ...rule, passwordLength: 8, ...change });
const refusal = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no refusal';
};

describe('team account usernames', () => {
  it('writes prefix + number + suffix without leading zeros, as the account limit rule reads them', () => {
    expect(teamAccountNames(rule)).toEqual(['team1', 'team2', 'team3']);
    expect(teamAccountNames({ prefix: ' acm', suffix: '_x ', numberFrom: 8, numberTo: 11 })).toEqual(['acm8_x', 'acm9_x', 'acm10_x', 'acm11_x']);
    expect(teamAccountNames({ prefix: '', suffix: '', numberFrom: 0, numberTo: 0 })).toEqual(['0']);
  });

  it('adds the extra accounts after the range, trimmed, without blanks or names already listed', () => {
    expect(teamAccountNames({ ...rule, extra: [' coach ', '', 'TEAM2', 'ｔｅａｍ3', 'judge', 'Coach'] })).toEqual([
      'team1',
      'team2',
      'team3',
      'coach',
      'judge',
    ]);
  });

  it('refuses an end below the start, more than 1000 accounts and names over 20 characters', () => {
    expect(refusal(() => teamAccountNames({ ...rule, numberFrom: 5, numberTo: 4 }))).toBe('The end number must not be less than the start number');
    expect(refusal(() => teamAccountNames({ ...rule, numberFrom: 1, numberTo: 1001 }))).toBe('At most 1000 accounts can be generated at once');
    expect(teamAccountNames({ ...rule, numberFrom: 1, numberTo: 1000 })).toHaveLength(1000);
    // The cap counts the extra accounts too.
    expect(refusal(() => teamAccountNames({ ...rule, numberFrom: 1, numberTo: 999, extra: ['a', 'b'] }))).toBe(
      'At most 1000 accounts can be generated at once',
    );
    expect(refusal(() => teamAccountNames({ ...rule, prefix: 'p'.repeat(15), numberFrom: 99999, numberTo: 100000 }))).toBe(
      'A generated username would be longer than 20 characters',
    );
    expect(refusal(() => teamAccountNames({ ...rule, extra: ['x'.repeat(21)] }))).toBe('A generated username would be longer than 20 characters');
  });
});

describe('team names', () => {
  it("replaces the pattern's first run of # by the position, padded to the run's length", () => {
    expect(teamNameOf('Team ###', 7)).toBe('Team 007');
    expect(teamNameOf('Team #', 12)).toBe('Team 12');
    expect(teamNameOf('#-队伍-##', 3)).toBe('3-队伍-##');
    expect(teamNameOf('Team ##', 123)).toBe('Team 123');
    expect(refusal(() => teamNameOf('Team', 1))).toBe('The team name pattern must contain # where the team number goes');
  });

  it('gives the listed teams first, then the pattern by position, else no team', () => {
    const planned = planTeamAccounts(body({ extra: ['coach'], teams: [{ teamName: ' Alpha ', members: ['Ann', ' ', 'Bo '] }], teamNamePattern: 'Team ###' }));
    expect(planned).toEqual([
      { username: 'team1', team: { teamName: 'Alpha', members: ['Ann', 'Bo'] } },
      { username: 'team2', team: { teamName: 'Team 002', members: [] } },
      { username: 'team3', team: { teamName: 'Team 003', members: [] } },
      { username: 'coach', team: { teamName: 'Team 004', members: [] } },
    ]);
    expect(planTeamAccounts(body()).map((account) => account.team)).toEqual([null, null, null]);
    expect(planTeamAccounts(body({ teamNamePattern: '  ' })).map((account) => account.team)).toEqual([null, null, null]);
  });

  it('refuses more teams than accounts, a pattern without # and a generated name over 100 characters', () => {
    const team = { teamName: 'T', members: [] };
    expect(refusal(() => planTeamAccounts(body({ teams: [team, team, team, team] })))).toBe('There are more teams than accounts');
    expect(refusal(() => planTeamAccounts(body({ teamNamePattern: 'Team' })))).toBe('The team name pattern must contain # where the team number goes');
    const long = `${'x'.repeat(99)}#`;
    expect(planTeamAccounts(body({ numberTo: 9, teamNamePattern: long })).at(-1)?.team?.teamName).toHaveLength(100);
    expect(refusal(() => planTeamAccounts(body({ numberTo: 10, teamNamePattern: long })))).toBe('A generated team name would be longer than 100 characters');
  });
});
