// Group rows as the wire shows them (packages/contracts group-api).
import type { DataSource } from 'typeorm';
import { In, MoreThanOrEqual } from 'typeorm';
import { GroupMemberAuth } from '@oj/contracts';
import type { GroupDto } from '@oj/contracts';
import { GroupMemberEntity } from '@oj/db';
import type { GroupRow } from '@oj/db';
import { userProfiles } from '@oj/db/reads';

/** Members proper (level 3 and above) of each group. */
export async function memberCounts(db: DataSource, gids: readonly number[]): Promise<Map<number, number>> {
  if (gids.length === 0) return new Map();
  const rows = await db
    .getRepository(GroupMemberEntity)
    .createQueryBuilder('m')
    .select('m.gid', 'gid')
    .addSelect('COUNT(*)', 'count')
    .where({ gid: In([...gids]), auth: MoreThanOrEqual(GroupMemberAuth.Member) })
    .groupBy('m.gid')
    .getRawMany<{ gid: number | string; count: string | number }>();
  return new Map(rows.map((row) => [Number(row.gid), Number(row.count)]));
}

/** The DTOs of these groups; `showCode(row)` says whether the viewer is shown a group's join code. */
export async function toGroupDtos(db: DataSource, rows: readonly GroupRow[], showCode: (row: GroupRow) => boolean): Promise<GroupDto[]> {
  const [profiles, counts] = await Promise.all([
    userProfiles(
      db,
      rows.map((row) => row.owner),
    ),
    memberCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    avatar: row.avatar,
    name: row.name,
    shortName: row.shortName,
    brief: row.brief,
    description: row.description,
    uid: row.owner,
    owner: profiles.get(row.owner)?.username ?? '',
    auth: row.auth,
    code: showCode(row) ? row.code : null,
    visible: row.visible,
    status: row.status,
    memberCount: counts.get(row.id) ?? 0,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  }));
}

/** The DTO of one group. */
export async function toGroupDto(db: DataSource, row: GroupRow, showCode: boolean): Promise<GroupDto> {
  const [dto] = await toGroupDtos(db, [row], () => showCode);
  return dto as GroupDto;
}
