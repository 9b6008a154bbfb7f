import type { Deps } from '../../deps.ts';
import type { AdminDifficultyBodyDto, DifficultyDto } from '@oj/contracts';
import { DifficultyEntity, ProblemEntity } from '@oj/db';
import { fail } from '@oj/service-kit';
import { isDuplicateKey } from '../account/queries/users.ts';
import { AdminProblemMessage as M } from '@oj/contracts';

// Difficulty levels: ids are the levels problems store (0 Easy, 1 Mid, 2 Hard by default), chosen
// by the admin or, when left out, the next free one. A level in use cannot be deleted.

const MAX_LEVEL = 127;

function checkText(body: AdminDifficultyBodyDto): { name: string; color: string } {
  const name = body.name.trim();
  if (name === '') throw fail(M.difficultyNameRequired);
  const color = body.color.trim();
  if (color === '') throw fail(M.difficultyColorRequired);
  return { name, color };
}

/** POST /admin/difficulty; two creates racing for the next free id both succeed, one with the id after. */
export async function createDifficulty(deps: Pick<Deps, 'db'>, body: AdminDifficultyBodyDto): Promise<DifficultyDto> {
  const values = checkText(body);
  const levels = deps.db.getRepository(DifficultyEntity);
  for (let attempt = 0; ; attempt++) {
    let id = body.id;
    if (id === undefined) {
      const top = await levels.createQueryBuilder('d').select('MAX(d.id)', 'top').getRawOne<{ top: number | string | null }>();
      id = top?.top === null || top?.top === undefined ? 0 : Number(top.top) + 1;
      if (id > MAX_LEVEL) throw fail(M.difficultyFull);
    } else if (await levels.exists({ where: { id } })) throw fail(M.difficultyExists);
    try {
      await levels.insert({ id, ...values });
      return { id, ...values };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (body.id !== undefined || attempt >= 5) throw fail(M.difficultyExists, { cause: error });
    }
  }
}

/** PUT /admin/difficulty. */
export async function updateDifficulty(deps: Pick<Deps, 'db'>, body: AdminDifficultyBodyDto): Promise<DifficultyDto> {
  const id = body.id;
  if (id === undefined) throw fail(M.idRequired);
  const values = checkText(body);
  const result = await deps.db.getRepository(DifficultyEntity).update({ id }, values);
  if (result.affected === 0) throw fail(M.difficultyNotFound);
  return { id, ...values };
}

/** DELETE /admin/difficulty. */
export async function deleteDifficulty(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  await deps.db.transaction(async (manager) => {
    const level = await manager.getRepository(DifficultyEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!level) throw fail(M.difficultyNotFound);
    if (await manager.getRepository(ProblemEntity).exists({ where: { difficulty: id } })) throw fail(M.difficultyInUse);
    await manager.getRepository(DifficultyEntity).delete({ id });
  });
}
