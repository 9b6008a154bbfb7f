/** POST group/clone-training (spec 03 §2.10, §5, §6): a super admin copies every training of one group into another. */
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { cloneTrainingsRefusal } from '@oj/access';
import type { CloneTrainingRequestDto } from '@oj/contracts';
import { TrainingAdminMessage as M } from '@oj/contracts';
import { TrainingCategoryLinkEntity, TrainingEntity, TrainingProblemEntity } from '@oj/db';
import { fail } from '@oj/service-kit';
import { groupStandingOf, refuseGroup } from '../training/group.ts';
import type { Manager } from './trainings.ts';

/**
 * Copies each training of group sgid into group tgid, in one transaction: its fields (password and
 * visibility included), its category and its problems in their order and display ids. The caller
 * becomes the author of the copies (the source's authors have no place in the target group);
 * registrations and submissions stay with the originals. Answers how many were copied.
 */
export async function cloneGroupTrainings(db: DataSource, body: CloneTrainingRequestDto, manager: Manager): Promise<number> {
  refuseGroup(cloneTrainingsRefusal(manager, body.tgid));
  const tgid = Number(body.tgid);
  if (tgid === body.sgid) throw fail(M.cloneSameGroup);
  await groupStandingOf(db, body.sgid, manager);
  await groupStandingOf(db, tgid, manager);
  return db.transaction(async (tx) => {
    const sources = await tx.getRepository(TrainingEntity).find({ where: { gid: body.sgid }, order: { id: 'ASC' } });
    if (sources.length === 0) return 0;
    const tids = sources.map((training) => training.id);
    const [categories, problems] = await Promise.all([
      tx.getRepository(TrainingCategoryLinkEntity).find({ where: { tid: In(tids) } }),
      tx.getRepository(TrainingProblemEntity).find({ where: { tid: In(tids) }, order: { rank: 'ASC', id: 'ASC' } }),
    ]);
    for (const source of sources) {
      const { id, gmtCreate: _created, gmtModified: _modified, ...fields } = source;
      const inserted = await tx.getRepository(TrainingEntity).insert({ ...fields, gid: tgid, uid: manager.uid, author: manager.username });
      const tid = Number(inserted.identifiers[0]?.id);
      const category = categories.find((link) => link.tid === id);
      if (category) await tx.getRepository(TrainingCategoryLinkEntity).insert({ tid, cid: category.cid });
      const links = problems.filter((link) => link.tid === id).map((link) => ({ tid, pid: link.pid, displayId: link.displayId, rank: link.rank }));
      if (links.length > 0) await tx.getRepository(TrainingProblemEntity).insert(links);
    }
    return sources.length;
  });
}
