// Team accounts: an account that stands for a team (`user_team`, the gateway's table), its name and
// members shown on the contest boards (read by the contest service through `@oj/db/reads`
// userProfiles). Written by generate-team-accounts, the CSV import and edit-user; deleted with the user.
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { UserTeamEntity, teamMembersOf } from '@oj/db';

/** A team account's team: its name and its members' names. */
export interface TeamFields {
  teamName: string;
  members: string[];
}

/** The team with its name and members trimmed and blank members left out; null when the name is blank. */
export function cleanTeam(teamName: string, members: readonly string[]): TeamFields | null {
  const name = teamName.trim();
  if (name === '') return null;
  return { teamName: name, members: members.map((member) => member.trim()).filter((member) => member !== '') };
}

/** The members of a CSV cell: names separated by ';' (also '；', '|' or '、'), blanks left out. */
export function splitMembers(cell: string): string[] {
  return cell
    .split(/[;；|、]/)
    .map((member) => member.trim())
    .filter((member) => member !== '');
}

/** The teams of these accounts, by uid (accounts that are no team are absent). */
export async function teamsByUid(db: DataSource | EntityManager, uids: readonly string[]): Promise<Map<string, TeamFields>> {
  const teams = new Map<string, TeamFields>();
  if (uids.length === 0) return teams;
  const rows = await db.getRepository(UserTeamEntity).find({ where: { uid: In([...uids]) }, select: { uid: true, teamName: true, members: true } });
  for (const row of rows) teams.set(row.uid, { teamName: row.teamName, members: teamMembersOf(row.members) });
  return teams;
}

/** The `user_team` row of an account's team. */
export function teamRow(uid: string, team: TeamFields, cid: number | null) {
  return { uid, teamName: team.teamName, members: JSON.stringify(team.members), cid };
}

/**
 * Sets or removes an account's team (null removes it). A replaced team keeps the contest it was
 * generated for unless `cid` names another.
 */
export async function replaceTeam(manager: EntityManager, uid: string, team: TeamFields | null, cid?: number | null): Promise<void> {
  const teams = manager.getRepository(UserTeamEntity);
  const current = await teams.findOne({ where: { uid }, select: { uid: true, cid: true } });
  if (team === null) {
    if (current) await teams.delete({ uid });
    return;
  }
  const row = teamRow(uid, team, cid === undefined ? (current?.cid ?? null) : cid);
  if (current) await teams.update({ uid }, { teamName: row.teamName, members: row.members, cid: row.cid });
  else await teams.insert(row);
}
