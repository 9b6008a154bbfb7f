import type { Deps } from '../../deps.ts';
import { IsNull, Not } from 'typeorm';
import { AdminProblemMessage as M, OWN_PROBLEM_BANK } from '@oj/contracts';
import type { AdminTagBodyDto, AdminTagDto, AdminTagListQueryDto, AdminTagListRecordDto } from '@oj/contracts';
import { ProblemTagEntity, TagClassificationEntity, TagEntity } from '@oj/db';
import { fail } from '@oj/service-kit';
import { publicProblemListCache } from '../problem/index.ts';
import { bankOf, likeContains, tagDto } from './queries.ts';

// Site tags (gid null; group tags are their group's). Names are unique per bank, compared as the
// column's case-insensitive collation compares them.

/** GET /admin/tag/list: tags with their classification's name and how many problems carry them, by name. */
export async function adminTagList(deps: Pick<Deps, 'db'>, query: AdminTagListQueryDto): Promise<AdminTagListRecordDto[]> {
  const builder = deps.db
    .getRepository(TagEntity)
    .createQueryBuilder('t')
    .leftJoin('TagClassification', 'c', 'c.id = t.tcid')
    .leftJoin('ProblemTag', 'pt', 'pt.tid = t.id')
    .select(['t.id AS id', 't.name AS name', 't.color AS color', 't.oj AS oj', 't.gid AS gid', 't.tcid AS tcid', 'c.name AS classificationName'])
    .addSelect('COUNT(pt.id)', 'problemCount')
    .where('t.gid IS NULL')
    .groupBy('t.id')
    .addGroupBy('c.name')
    .orderBy('t.name', 'ASC')
    .addOrderBy('t.id', 'ASC');
  const bank = bankOf(query.oj);
  if (bank !== null) builder.andWhere('t.oj = :bank', { bank });
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') builder.andWhere('t.name LIKE :keyword', { keyword: likeContains(keyword) });
  // Raw rows: the driver may hand integers back as strings (COUNT is a BIGINT).
  type RawNumber = number | string;
  const rows = await builder.getRawMany<
    Omit<AdminTagListRecordDto, 'id' | 'tcid' | 'gid' | 'problemCount'> & {
      id: RawNumber;
      tcid: RawNumber | null;
      gid: RawNumber | null;
      problemCount: RawNumber;
    }
  >();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    gid: row.gid === null ? null : Number(row.gid),
    tcid: row.tcid === null ? null : Number(row.tcid),
    problemCount: Number(row.problemCount),
  }));
}

async function checkTag(
  deps: Pick<Deps, 'db'>,
  body: AdminTagBodyDto,
  id: number | undefined,
): Promise<{ name: string; oj: string; tcid: number | null; color: string | null }> {
  const name = body.name.trim();
  if (name === '') throw fail(M.tagNameRequired);
  const oj = bankOf(body.oj) ?? OWN_PROBLEM_BANK;
  const tcid = body.tcid ?? null;
  if (tcid !== null) {
    const classification = await deps.db.getRepository(TagClassificationEntity).findOne({ where: { id: tcid } });
    if (!classification) throw fail(M.classificationUnknown);
    if (classification.oj !== oj) throw fail(M.classificationBankMismatch);
  }
  const clash = await deps.db.getRepository(TagEntity).findOne({ where: { name, oj, gid: IsNull(), ...(id === undefined ? {} : { id: Not(id) }) } });
  if (clash) throw fail(M.tagExists);
  const color = body.color?.trim() ?? '';
  return { name, oj, tcid, color: color === '' ? null : color };
}

/** POST /admin/tag. */
export async function createTag(deps: Pick<Deps, 'db'>, body: AdminTagBodyDto): Promise<AdminTagDto> {
  const values = await checkTag(deps, body, undefined);
  const inserted = await deps.db.getRepository(TagEntity).insert({ ...values, gid: null });
  return tagDto(await deps.db.getRepository(TagEntity).findOneOrFail({ where: { id: Number(inserted.identifiers[0]?.id) } }));
}

/** PUT /admin/tag. */
export async function updateTag(deps: Pick<Deps, 'db'>, body: AdminTagBodyDto): Promise<AdminTagDto> {
  if (body.id === undefined) throw fail(M.idRequired);
  const tags = deps.db.getRepository(TagEntity);
  if (!(await tags.exists({ where: { id: body.id, gid: IsNull() } }))) throw fail(M.tagNotFound);
  await tags.update({ id: body.id }, await checkTag(deps, body, body.id));
  publicProblemListCache(deps.db).clear();
  return tagDto(await tags.findOneOrFail({ where: { id: body.id } }));
}

/** DELETE /admin/tag: the tag and its links to problems. */
export async function deleteTag(deps: Pick<Deps, 'db'>, tid: number): Promise<void> {
  await deps.db.transaction(async (manager) => {
    const deleted = await manager.getRepository(TagEntity).delete({ id: tid, gid: IsNull() });
    if (deleted.affected === 0) throw fail(M.tagNotFound);
    await manager.getRepository(ProblemTagEntity).delete({ tid });
  });
  publicProblemListCache(deps.db).clear();
}
