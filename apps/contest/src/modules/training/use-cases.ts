/** The user side's training use cases: entering (the policy's refusal as an error) and registering with the password. */
import { isTrainingAdmin, trainingNeedsPassword, trainingRefusal } from '@oj/access';
import type { TrainingRefusal, TrainingViewer } from '@oj/access';
import { TrainingEntity, TrainingRegisterEntity } from '@oj/db';
import type { TrainingRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { contestPasswordMatches } from '../contest/index.ts';
import type { Db, TrainingDeps } from './deps.ts';
import { trainingFactsOf } from './deps.ts';
import { TrainingMessage } from '@oj/contracts';
import { isTrainingRegistered, seeableTraining } from './queries/trainings.ts';

const REFUSALS: Readonly<Record<TrainingRefusal, () => Error>> = {
  notFound: () => fail(TrainingMessage.trainingNotExists),
  signIn: () => fail(TrainingMessage.signInFirst),
  notRegistered: () => fail(TrainingMessage.notRegistered),
};

/** The training once the viewer may enter it (its problems, pages and rank), with whether they administer it. */
export async function enterTraining(deps: Db, tid: number, caller: TrainingViewer): Promise<{ training: TrainingRow; admin: boolean; viewer: TrainingViewer }> {
  const { training, viewer } = await seeableTraining(deps.db, tid, caller);
  const facts = trainingFactsOf(training);
  const refusal = trainingRefusal(facts, viewer, await isTrainingRegistered(deps.db, tid, viewer.uid));
  if (refusal !== null) throw REFUSALS[refusal]();
  return { training, admin: isTrainingAdmin(facts, viewer), viewer };
}

/**
 * register-training (spec 02 §4 "A correct password registers the user"): a private training checks
 * the password (stored as contest passwords are, with the same budget of wrong guesses per account
 * and address); public ones need none. Registering again succeeds and changes nothing.
 */
export async function registerTraining(deps: TrainingDeps, tid: number, password: string, caller: TrainingViewer & { uid: string }, ip: string): Promise<void> {
  const { training, viewer } = await seeableTraining(deps.db, tid, caller);
  if (trainingNeedsPassword(trainingFactsOf(training), viewer)) {
    if (password === '') throw fail(TrainingMessage.passwordRequired);
    const claim = await deps.trainingPasswords.attempts.claim(tid, { uid: viewer.uid, ip });
    const stored = training.pwdHash;
    if (stored === null || !(await contestPasswordMatches(deps.trainingPasswords.key, password, stored))) throw fail(TrainingMessage.wrongPassword);
    await claim.giveBack();
  }
  await deps.db.getRepository(TrainingRegisterEntity).createQueryBuilder().insert().values({ tid, uid: viewer.uid, status: 1 }).orIgnore().execute();
}

/** A training row by id, for the back office (no visibility rule). */
export function trainingById(deps: Db, tid: number): Promise<TrainingRow | null> {
  return deps.db.getRepository(TrainingEntity).findOne({ where: { id: tid } });
}
