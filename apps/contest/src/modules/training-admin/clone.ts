/** POST group/clone-training (spec 03 §2.10, §5, §6): a super admin copies every training of one group into another. */
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { cloneTrainingsRefusal } from '@oj/access';
import type { CloneTrainingRequestDto } from '@oj/contracts';
import { TrainingAdminMessage as M } from '@oj/contracts';
import { TrainingCategoryLinkEntity, TrainingEntity, TrainingProblemEntity } from '@oj/db';
import type { TrainingProblemRow, TrainingRow } from '@oj/db';
import { problemBriefs } from '@oj/db/reads';
import type { ProblemBrief } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { groupStandingOf, refuseGroup } from '../training/group.ts';
import { askProblemCopy } from './problem-copies.ts';
import type { CopyAskDeps, ProblemCopy } from './problem-copies.ts';
import type { Manager } from './trainings.ts';

/** What the clone needs: the database, and NATS to ask the gateway for the problem copies. */
export type CloneDeps = { db: DataSource } & CopyAskDeps;

/** What a clone made: the trainings copied, and the source group's problems linked as copies in the target group. */
export interface CloneResult {
  count: number;
  problems: number;
}

/**
 * How each linked problem goes into the copies: a public problem (not a group's, including a group
 * problem that went public) stays linked as it is; a problem of the source group is replaced by its
 * copy in the target group (members of the target group must not reach the source group's private
 * problems); a problem of any other group refuses the whole clone (it should never be there: it would
 * leak a third group's problem). A link to a problem that no longer exists is left out.
 */
async function problemsToCopy(
  db: DataSource,
  sgid: number,
  sources: readonly TrainingRow[],
  links: readonly TrainingProblemRow[],
): Promise<{ copy: number[]; gone: Set<number>; briefs: Map<number, ProblemBrief> }> {
  const briefs = await problemBriefs(
    db,
    links.map((link) => link.pid),
  );
  const copy = new Set<number>();
  const gone = new Set<number>();
  for (const link of links) {
    const problem = briefs.get(link.pid);
    if (!problem) gone.add(link.pid);
    else if (!problem.isGroup) continue;
    else if (problem.gid === sgid) copy.add(link.pid);
    else throw fail(M.cloneForeignProblem(sources.find((training) => training.id === link.tid)?.title ?? String(link.tid), problem.problemId));
  }
  return { copy: [...copy].sort((a, b) => a - b), gone, briefs };
}

/**
 * Copies each training of group sgid into group tgid: its fields (password and visibility included),
 * its category and its problems in their order and display ids, the source group's own problems
 * replaced by copies in the target group. The caller becomes the author of the trainings and of the
 * problem copies (the source's authors have no place in the target group); registrations and
 * submissions stay with the originals.
 *
 * The problems are copied first, one gateway request each (the gateway owns the problem tables), then
 * the trainings are written in one transaction, from what was read before the copies. A copy is made
 * once per target group: a clone that failed after some copies, retried, links the copies made then.
 */
export async function cloneGroupTrainings(deps: CloneDeps, body: CloneTrainingRequestDto, manager: Manager): Promise<CloneResult> {
  const { db } = deps;
  refuseGroup(cloneTrainingsRefusal(manager, body.tgid));
  const tgid = Number(body.tgid);
  if (tgid === body.sgid) throw fail(M.cloneSameGroup);
  await groupStandingOf(db, body.sgid, manager);
  await groupStandingOf(db, tgid, manager);
  const sources = await db.getRepository(TrainingEntity).find({ where: { gid: body.sgid }, order: { id: 'ASC' } });
  if (sources.length === 0) return { count: 0, problems: 0 };
  const tids = sources.map((training) => training.id);
  const [categories, links] = await Promise.all([
    db.getRepository(TrainingCategoryLinkEntity).find({ where: { tid: In(tids) } }),
    db.getRepository(TrainingProblemEntity).find({ where: { tid: In(tids) }, order: { rank: 'ASC', id: 'ASC' } }),
  ]);
  const { copy, gone, briefs } = await problemsToCopy(db, body.sgid, sources, links);
  const copies = new Map<number, ProblemCopy>();
  for (const pid of copy) copies.set(pid, await askProblemCopy(deps, { sgid: body.sgid, tgid, pid, author: { uid: manager.uid, username: manager.username } }));
  // A link shows its problem's display id unless an admin gave it another: a copy's link shows the copy's.
  const linked = (link: TrainingProblemRow): { pid: number; displayId: string } => {
    const made = copies.get(link.pid);
    if (!made) return { pid: link.pid, displayId: link.displayId };
    return { pid: made.pid, displayId: link.displayId === briefs.get(link.pid)?.problemId ? made.problemId : link.displayId };
  };
  const count = await db.transaction(async (tx) => {
    for (const source of sources) {
      const { id, gmtCreate: _created, gmtModified: _modified, ...fields } = source;
      const inserted = await tx.getRepository(TrainingEntity).insert({ ...fields, gid: tgid, uid: manager.uid, author: manager.username });
      const tid = Number(inserted.identifiers[0]?.id);
      const category = categories.find((link) => link.tid === id);
      if (category) await tx.getRepository(TrainingCategoryLinkEntity).insert({ tid, cid: category.cid });
      const copied = links.filter((link) => link.tid === id && !gone.has(link.pid)).map((link) => ({ tid, ...linked(link), rank: link.rank }));
      if (copied.length > 0) await tx.getRepository(TrainingProblemEntity).insert(copied);
    }
    return sources.length;
  });
  return { count, problems: copies.size };
}
