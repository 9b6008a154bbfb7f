import type { Deps } from '../../deps.ts';
import { Not } from 'typeorm';
import { AdminProblemMessage as M, OWN_PROBLEM_BANK } from '@oj/contracts';
import type { AdminTagClassificationBodyDto, AdminTagClassificationDto } from '@oj/contracts';
import { TagClassificationEntity, TagEntity } from '@oj/db';
import type { TagClassificationRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { bankOf } from './queries.ts';

// Tag classifications: the tag browser's groups, shown by rank (lowest first, then by id).

function dto(row: TagClassificationRow, tagCount: number): AdminTagClassificationDto {
  return {
    id: row.id,
    name: row.name,
    oj: row.oj,
    rank: row.rank,
    tagCount,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

async function tagCounts(deps: Pick<Deps, 'db'>): Promise<Map<number, number>> {
  const rows = await deps.db
    .getRepository(TagEntity)
    .createQueryBuilder('t')
    .select('t.tcid', 'tcid')
    .addSelect('COUNT(*)', 'count')
    .where('t.tcid IS NOT NULL')
    .groupBy('t.tcid')
    .getRawMany<{ tcid: number | string; count: number | string }>();
  return new Map(rows.map((row) => [Number(row.tcid), Number(row.count)]));
}

/** GET /admin/tag/classification: by rank, then id. */
export async function classificationList(deps: Pick<Deps, 'db'>, oj: string | undefined): Promise<AdminTagClassificationDto[]> {
  const bank = bankOf(oj);
  const [rows, counts] = await Promise.all([
    deps.db.getRepository(TagClassificationEntity).find({ where: bank === null ? {} : { oj: bank }, order: { rank: 'ASC', id: 'ASC' } }),
    tagCounts(deps),
  ]);
  return rows.map((row) => dto(row, counts.get(row.id) ?? 0));
}

async function checkClassification(
  deps: Pick<Deps, 'db'>,
  body: AdminTagClassificationBodyDto,
  id: number | undefined,
): Promise<{ name: string; oj: string; rank: number }> {
  const name = body.name.trim();
  if (name === '') throw fail(M.classificationNameRequired);
  const oj = bankOf(body.oj) ?? OWN_PROBLEM_BANK;
  const clash = await deps.db.getRepository(TagClassificationEntity).findOne({ where: { name, oj, ...(id === undefined ? {} : { id: Not(id) }) } });
  if (clash) throw fail(M.classificationExists);
  return { name, oj, rank: body.rank };
}

async function byId(deps: Pick<Deps, 'db'>, id: number): Promise<AdminTagClassificationDto> {
  const row = await deps.db.getRepository(TagClassificationEntity).findOneOrFail({ where: { id } });
  return dto(row, (await tagCounts(deps)).get(id) ?? 0);
}

/** POST /admin/tag/classification. */
export async function createClassification(deps: Pick<Deps, 'db'>, body: AdminTagClassificationBodyDto): Promise<AdminTagClassificationDto> {
  const values = await checkClassification(deps, body, undefined);
  const inserted = await deps.db.getRepository(TagClassificationEntity).insert(values);
  return byId(deps, Number(inserted.identifiers[0]?.id));
}

/** PUT /admin/tag/classification: a bank change moves the classification's tags out of it (a tag stays in its own bank). */
export async function updateClassification(deps: Pick<Deps, 'db'>, body: AdminTagClassificationBodyDto): Promise<AdminTagClassificationDto> {
  const id = body.id;
  if (id === undefined) throw fail(M.idRequired);
  const stored = await deps.db.getRepository(TagClassificationEntity).findOne({ where: { id } });
  if (!stored) throw fail(M.classificationNotExists);
  const values = await checkClassification(deps, body, id);
  await deps.db.transaction(async (manager) => {
    await manager.getRepository(TagClassificationEntity).update({ id }, values);
    if (values.oj !== stored.oj) await manager.getRepository(TagEntity).update({ tcid: id }, { tcid: null });
  });
  return byId(deps, id);
}

/** DELETE /admin/tag/classification: its tags become Unclassified. */
export async function deleteClassification(deps: Pick<Deps, 'db'>, tcid: number): Promise<void> {
  await deps.db.transaction(async (manager) => {
    const deleted = await manager.getRepository(TagClassificationEntity).delete({ id: tcid });
    if (deleted.affected === 0) throw fail(M.classificationNotExists);
    await manager.getRepository(TagEntity).update({ tcid }, { tcid: null });
  });
}
