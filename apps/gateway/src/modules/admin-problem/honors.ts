import type { Deps } from '../../deps.ts';
import type { HonorBodyDto, HonorDto, HonorListDto, HonorListQueryDto } from '@oj/contracts';
import { HonorEntity } from '@oj/db';
import type { HonorRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { likeContains, pageOf } from './queries.ts';
import { AdminProblemMessage as M } from '@oj/contracts';

// The honor wall: awards won by the site's members (design in docs/api.md "Honors").

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function membersOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((member): member is string => typeof member === 'string') : [];
  } catch {
    return [];
  }
}

function dto(row: HonorRow): HonorDto {
  return {
    ...row,
    level: row.level as HonorDto['level'],
    members: membersOf(row.members),
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

function checkHonor(body: HonorBodyDto): Omit<HonorRow, 'id' | 'author' | 'gmtCreate' | 'gmtModified'> {
  const title = body.title.trim();
  if (title === '') throw fail(M.honorTitleRequired);
  const contestName = body.contestName.trim();
  if (contestName === '') throw fail(M.honorContestRequired);
  const date = body.date.trim();
  if (!isRealDay(date)) throw fail(M.honorDateInvalid);
  const members = body.members.map((member) => member.trim());
  if (members.some((member) => member === '')) throw fail(M.honorMemberRequired);
  const link = body.link?.trim() ?? '';
  if (link !== '' && !isHttpUrl(link)) throw fail(M.honorLinkInvalid);
  const description = body.description?.trim() ?? '';
  return {
    title,
    level: body.level,
    date,
    contestName,
    members: JSON.stringify(members),
    link: link === '' ? null : link,
    description: description === '' ? null : description,
  };
}

/** GET /admin/honor/list: newest award first. */
export async function honorList(deps: Pick<Deps, 'db'>, query: HonorListQueryDto): Promise<HonorListDto> {
  const builder = deps.db.getRepository(HonorEntity).createQueryBuilder('h');
  if (query.level !== undefined) builder.andWhere('h.level = :level', { level: query.level });
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') builder.andWhere('(h.title LIKE :keyword OR h.contestName LIKE :keyword OR h.members LIKE :keyword)', { keyword: likeContains(keyword) });
  const { skip, take } = pageOf(query);
  const [rows, total] = await builder.orderBy('h.date', 'DESC').addOrderBy('h.id', 'DESC').skip(skip).take(take).getManyAndCount();
  return { total, records: rows.map(dto) };
}

/** GET /admin/honor. */
export async function honorById(deps: Pick<Deps, 'db'>, id: number): Promise<HonorDto> {
  const row = await deps.db.getRepository(HonorEntity).findOne({ where: { id } });
  if (!row) throw fail(M.honorNotExists);
  return dto(row);
}

/** POST /admin/honor. */
export async function createHonor(deps: Pick<Deps, 'db'>, body: HonorBodyDto, username: string): Promise<HonorDto> {
  const inserted = await deps.db.getRepository(HonorEntity).insert({ ...checkHonor(body), author: username });
  return honorById(deps, Number(inserted.identifiers[0]?.id));
}

/** PUT /admin/honor. */
export async function updateHonor(deps: Pick<Deps, 'db'>, body: HonorBodyDto): Promise<HonorDto> {
  if (body.id === undefined) throw fail(M.idRequired);
  const values = checkHonor(body);
  const result = await deps.db.getRepository(HonorEntity).update({ id: body.id }, values);
  if (result.affected === 0) throw fail(M.honorNotExists);
  return honorById(deps, body.id);
}

/** DELETE /admin/honor. */
export async function deleteHonor(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  const result = await deps.db.getRepository(HonorEntity).delete({ id });
  if (result.affected === 0) throw fail(M.honorNotExists);
}
