/** The answers that combine a training with the policy's verdicts for the viewer (detail, access, rank). */
import { hasTrainingAccess, hasTrainingRank, isTrainingAdmin, maySeeTrainingRealNames } from '@oj/access';
import type { TrainingViewer } from '@oj/access';
import type { TrainingDetailDto, TrainingRankDto, TrainingRankQueryDto } from '@oj/contracts';
import { fail } from '@oj/service-kit';
import type { DataSource } from 'typeorm';
import type { Db } from './deps.ts';
import { trainingFactsOf } from './deps.ts';
import { TrainingMessage } from '@oj/contracts';
import { isTrainingRegistered, seeableTraining, trainingRecord } from './queries/trainings.ts';
import { enterTraining } from './use-cases.ts';

/** get-training-detail: the training, its category and counts, and what the viewer may do. */
export async function trainingDetail(deps: Db, tid: number, caller: TrainingViewer): Promise<TrainingDetailDto> {
  const { training, viewer } = await seeableTraining(deps.db, tid, caller);
  const [record, registered] = await Promise.all([trainingRecord(deps.db, tid, viewer.uid), isTrainingRegistered(deps.db, tid, viewer.uid)]);
  if (!record) throw fail(TrainingMessage.trainingNotExists);
  const facts = trainingFactsOf(training);
  return {
    ...record,
    description: training.description,
    gid: training.gid,
    rankShowName: training.rankShowName,
    gmtCreate: training.gmtCreate.toISOString(),
    access: hasTrainingAccess(facts, viewer, registered),
    isAdmin: isTrainingAdmin(facts, viewer),
    hasRank: hasTrainingRank(facts),
  };
}

/** get-training-access. */
export async function trainingAccess(deps: Db, tid: number, caller: TrainingViewer): Promise<{ access: boolean }> {
  const { training, viewer } = await seeableTraining(deps.db, tid, caller);
  return { access: hasTrainingAccess(trainingFactsOf(training), viewer, await isTrainingRegistered(deps.db, tid, viewer.uid)) };
}

/** get-training-rank: private trainings only, for those who may enter; real names for training admins. */
export async function trainingRankFor(
  deps: Db,
  query: TrainingRankQueryDto,
  caller: TrainingViewer,
  rank: (db: DataSource, tid: number, query: TrainingRankQueryDto, withRealNames: boolean) => Promise<TrainingRankDto>,
): Promise<TrainingRankDto> {
  const { training, viewer } = await enterTraining(deps, query.tid, caller);
  const facts = trainingFactsOf(training);
  if (!hasTrainingRank(facts)) throw fail(TrainingMessage.noRank);
  return rank(deps.db, training.id, query, maySeeTrainingRealNames(facts, viewer));
}
