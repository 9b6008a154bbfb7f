// The team of a team account as the edit dialog holds it: the members one a line. Pure.
import { TEAM_MEMBERS_MAX, TEAM_MEMBER_NAME_MAX } from '@oj/contracts';

/** The member names typed (one a line or separated by commas), trimmed, blanks left out. */
export function memberNames(text: string): string[] {
  return text
    .split(/[\n\r,，、;；]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** What is wrong with the team fields, as the key of its message (users.edit.*) and its limit, or null. */
export function teamFieldsProblem(teamName: string, members: string): { key: 'teamNameRequired' | 'membersTooMany' | 'memberTooLong'; max?: number } | null {
  const names = memberNames(members);
  if (names.length > 0 && teamName.trim() === '') return { key: 'teamNameRequired' };
  if (names.length > TEAM_MEMBERS_MAX) return { key: 'membersTooMany', max: TEAM_MEMBERS_MAX };
  if (names.some((name) => Array.from(name).length > TEAM_MEMBER_NAME_MAX)) return { key: 'memberTooLong', max: TEAM_MEMBER_NAME_MAX };
  return null;
}
