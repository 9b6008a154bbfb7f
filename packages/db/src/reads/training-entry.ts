// Published by the contest service, owner of the training tables: what judge-dispatch asks of a
// training before it takes a submission made in it (the rule itself is @oj/access's).
import type { DataSource } from 'typeorm';
import { TrainingEntity, TrainingProblemEntity, TrainingRegisterEntity } from '../entities/training.ts';
import { groupMembership } from './groups.ts';
import type { GroupMembership } from './groups.ts';

/** A training as a submission made in it needs to know it. */
export interface TrainingEntry {
  training: { authorUid: string; gid: number | null; auth: string; visible: boolean };
  /** The user has registered (entered a private training with its password). */
  registered: boolean;
  /** The problem is one of the training's. */
  hasProblem: boolean;
  /** A group training's group and the user's member row level in it (null outside groups). */
  group: GroupMembership | null;
}

/** The training with this id as a submission of `uid` to `pid` sees it, or null when there is none. */
export async function trainingEntry(db: DataSource, tid: number, pid: number, uid: string): Promise<TrainingEntry | null> {
  const training = await db
    .getRepository(TrainingEntity)
    .findOne({ where: { id: tid }, select: { id: true, uid: true, gid: true, auth: true, visible: true } });
  if (!training) return null;
  const [registered, problem, group] = await Promise.all([
    db.getRepository(TrainingRegisterEntity).exists({ where: { tid, uid } }),
    db.getRepository(TrainingProblemEntity).exists({ where: { tid, pid } }),
    training.gid === null ? Promise.resolve(null) : groupMembership(db, training.gid, uid),
  ]);
  return {
    training: { authorUid: training.uid, gid: training.gid, auth: training.auth, visible: training.visible },
    registered,
    hasProblem: problem,
    group,
  };
}
