// The group rank (spec 03 §2.8): the members' counts over their submissions to the group's own
// problems, ACM (type 0: by AC, then fewer submissions) or OI (type 1: by score). The judge and
// problem rows are read through `@oj/db/reads`, never written.
import { GROUP_LIMITS, GroupRankType } from '@oj/contracts';
import type { GroupRankPageDto, GroupRankQueryDto, GroupRankRowDto } from '@oj/contracts';
import { groupMembers, groupRankTallies, rankProfiles } from '@oj/db/reads';
import type { GroupDeps, GroupUser } from './context.ts';
import { loadGroup, pageOf, requireContent } from './context.ts';

/** get-group-rank-list: every member proper, with zero counts until the group has problems and submissions. */
export async function groupRank(deps: Pick<GroupDeps, 'db'>, query: GroupRankQueryDto, user: GroupUser): Promise<GroupRankPageDto> {
  requireContent(await loadGroup(deps, query.gid, user));
  const uids = [...((await groupMembers(deps.db, [query.gid])).get(query.gid)?.keys() ?? [])];
  const [tallies, profiles] = await Promise.all([groupRankTallies(deps.db, query.gid, uids), rankProfiles(deps.db, uids)]);
  const search = query.searchUser?.trim().toLowerCase() ?? '';
  const rows: GroupRankRowDto[] = [];
  for (const uid of uids) {
    const profile = profiles.get(uid);
    if (!profile) continue;
    if (search !== '' && !profile.username.toLowerCase().includes(search) && !(profile.nickname ?? '').toLowerCase().includes(search)) continue;
    const tally = tallies.get(uid);
    rows.push({
      uid,
      username: profile.username,
      avatar: profile.avatar,
      nickname: profile.nickname,
      titleName: profile.titleName,
      titleColor: profile.titleColor,
      ac: tally?.ac ?? 0,
      total: tally?.total ?? 0,
      score: tally?.score ?? 0,
    });
  }
  const oi = query.type === GroupRankType.Oi;
  rows.sort((a, b) => (oi ? b.score - a.score : b.ac - a.ac || a.total - b.total) || a.username.localeCompare(b.username));
  const { skip, take } = pageOf(query, GROUP_LIMITS.rankPageSize);
  return { total: rows.length, records: rows.slice(skip, skip + take) };
}
