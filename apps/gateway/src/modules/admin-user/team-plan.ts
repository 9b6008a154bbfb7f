// The accounts a generate-team-accounts request asks for, pure: the usernames a contest's account
// limit rule admits and the team each account stands for. No database, no clock, no randomness.
import { AdminUserMessage, GENERATE_USER_MAX, TEAM_NAME_MAX } from '@oj/contracts';
import type { TeamAccountsBodyDto } from '@oj/contracts';
import { usernameKey } from '@oj/db';
import { fail } from '@oj/service-kit';
import { cleanTeam } from './teams.ts';
import type { TeamFields } from './teams.ts';

/** The longest username (spec 01). */
const USERNAME_MAX = 20;

/** One account to create or update: its username and its team (null: a plain account). */
export interface PlannedAccount {
  username: string;
  team: TeamFields | null;
}

/**
 * The usernames of the rule: `prefix + n + suffix` for n from `numberFrom` to `numberTo`, n written
 * without leading zeros (the account limit rule of contest `rules.ts` admits no padded number, so a
 * padded name could never register), then the extra accounts in their order. Blank extras, and
 * extras equal to an earlier name up to case, accents or width, are left out.
 * Refused: end below start, more than GENERATE_USER_MAX names, a name over 20 characters.
 */
export function teamAccountNames(rule: Pick<TeamAccountsBodyDto, 'prefix' | 'suffix' | 'numberFrom' | 'numberTo' | 'extra'>): string[] {
  if (rule.numberTo < rule.numberFrom) throw fail(AdminUserMessage.numberRange);
  const prefix = rule.prefix.trim();
  const suffix = rule.suffix.trim();
  const rangeCount = rule.numberTo - rule.numberFrom + 1;
  if (rangeCount > GENERATE_USER_MAX) throw fail(AdminUserMessage.tooManyUsers(GENERATE_USER_MAX));
  const names = Array.from({ length: rangeCount }, (_, offset) => `${prefix}${rule.numberFrom + offset}${suffix}`);
  const seen = new Set(names.map(usernameKey));
  for (const raw of rule.extra ?? []) {
    const name = raw.trim();
    const key = usernameKey(name);
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  if (names.length > GENERATE_USER_MAX) throw fail(AdminUserMessage.tooManyUsers(GENERATE_USER_MAX));
  if (names.some((name) => Array.from(name).length > USERNAME_MAX)) throw fail(AdminUserMessage.generatedNameTooLong);
  return names;
}

const NUMBER_RUN = /#+/;

/**
 * The team name a pattern gives the account at `position` (from 1): the pattern's first run of '#'
 * becomes the position padded with zeros to the run's length ("Team ###", 7 → "Team 007"; a longer
 * number is written whole). Refused: a pattern without '#'.
 */
export function teamNameOf(pattern: string, position: number): string {
  const run = NUMBER_RUN.exec(pattern);
  if (!run) throw fail(AdminUserMessage.teamPatternNeedsNumber);
  return pattern.replace(NUMBER_RUN, String(position).padStart(run[0].length, '0'));
}

/**
 * The accounts of a request with their teams: `teams[i]` for the i-th account, then (past the list)
 * the pattern's name, else no team. Refused: more teams than accounts, a pattern without '#', a
 * pattern's name over 100 characters.
 */
export function planTeamAccounts(body: TeamAccountsBodyDto): PlannedAccount[] {
  const names = teamAccountNames(body);
  const listed = body.teams ?? [];
  if (listed.length > names.length) throw fail(AdminUserMessage.moreTeamsThanAccounts);
  const pattern = body.teamNamePattern?.trim() ?? '';
  if (pattern !== '' && !NUMBER_RUN.test(pattern)) throw fail(AdminUserMessage.teamPatternNeedsNumber);
  return names.map((username, index) => {
    const entry = listed[index];
    if (entry) return { username, team: cleanTeam(entry.teamName, entry.members) };
    if (pattern === '') return { username, team: null };
    const teamName = teamNameOf(pattern, index + 1);
    if (Array.from(teamName).length > TEAM_NAME_MAX) throw fail(AdminUserMessage.generatedTeamNameTooLong);
    return { username, team: { teamName, members: [] } };
  });
}
