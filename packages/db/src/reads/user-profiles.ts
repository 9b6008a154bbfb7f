// Published by the gateway, owner of the account tables (and of `user_team`): the profiles other
// services show of users (contest boards, print and AC lists, comment authors) and the uids behind usernames.
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { UserTeamEntity, teamMembersOf } from '../entities/contest.ts';
import { UserInfoEntity, UserRoleEntity } from '../entities/user.ts';

/** Most ids or names one call takes; callers with more call again per chunk. */
const CHUNK = 1000;

/** A user as boards and lists show them; team accounts carry the team's name and members. */
export interface UserProfile {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string;
  avatar: string | null;
  /** The title an admin gave the user (shown as a coloured tag), or null. */
  titleName: string | null;
  titleColor: string | null;
  /** Role codes, lowest first. */
  roles: number[];
  teamName: string | null;
  members: string[] | null;
}

function chunks<T>(items: readonly T[]): T[][] {
  const unique = [...new Set(items)];
  const parts: T[][] = [];
  for (let start = 0; start < unique.length; start += CHUNK) parts.push(unique.slice(start, start + CHUNK));
  return parts;
}

/** The profiles of these users, by uid (unknown uids are absent). */
export async function userProfiles(db: DataSource, uids: readonly string[]): Promise<Map<string, UserProfile>> {
  const profiles = new Map<string, UserProfile>();
  for (const part of chunks(uids)) {
    const [users, roles, teams] = await Promise.all([
      db.getRepository(UserInfoEntity).find({
        where: { uid: In(part) },
        select: { uid: true, username: true, nickname: true, realname: true, school: true, gender: true, avatar: true, titleName: true, titleColor: true },
      }),
      db.getRepository(UserRoleEntity).find({ where: { uid: In(part) }, select: { uid: true, roleId: true }, order: { roleId: 'ASC' } }),
      db.getRepository(UserTeamEntity).find({ where: { uid: In(part) }, select: { uid: true, teamName: true, members: true } }),
    ]);
    const teamOf = new Map(teams.map((team) => [team.uid, team]));
    for (const user of users) {
      const team = teamOf.get(user.uid);
      profiles.set(user.uid, {
        ...user,
        roles: [],
        teamName: team?.teamName ?? null,
        members: team ? teamMembersOf(team.members) : null,
      });
    }
    for (const role of roles) profiles.get(role.uid)?.roles.push(role.roleId);
  }
  return profiles;
}

/**
 * The accounts these usernames name, keyed by the stored username (the column compares without case,
 * so `Alice` finds `alice`: callers keep the stored spelling); unknown names are absent.
 */
export async function uidsOfUsernames(db: DataSource, usernames: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const part of chunks(usernames)) {
    const users = await db.getRepository(UserInfoEntity).find({ where: { username: In(part) }, select: { uid: true, username: true } });
    for (const user of users) found.set(user.username, user.uid);
  }
  return found;
}
