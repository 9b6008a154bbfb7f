import type { DataSource } from 'typeorm';
import { trainingRefusal, trainingViewerInGroup } from '@oj/access';
import { trainingEntry } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { SubmissionMessage } from '@oj/contracts';

/**
 * A submission made in a training (spec 02 §4: a private training is entered by registering): the
 * training's rule (@oj/access) decides; the problem must be one of the training's. Returns the tid
 * to store with the submission.
 */
export async function passTrainingEntry(db: DataSource, tid: number, pid: number, submitter: { uid: string; roles: readonly number[] }): Promise<number> {
  const entry = await trainingEntry(db, tid, pid, submitter.uid);
  if (entry === null) throw fail(SubmissionMessage.trainingNotExists);
  // A group training's submitter as the group places them (level, open content): members submit in it.
  const viewer = trainingViewerInGroup({ uid: submitter.uid, roles: submitter.roles }, entry.group);
  const refusal = trainingRefusal(entry.training, viewer, entry.registered);
  if (refusal === 'notFound') throw fail(SubmissionMessage.trainingNotExists);
  if (refusal !== null) throw fail(SubmissionMessage.trainingNotRegistered);
  if (!entry.hasProblem) throw fail(SubmissionMessage.problemNotInTraining);
  return tid;
}
