import type { FastifyRequest } from 'fastify';
import { EntityManager } from 'typeorm';
import type { DataSource } from 'typeorm';
import { contestViewerOf, trainingViewerInGroup } from '@oj/access';
import type { TrainingFacts, TrainingViewer } from '@oj/access';
import type { TrainingRow } from '@oj/db';
import { groupMembership } from '@oj/db/reads';
import { TOKEN_SECURITY, currentUser } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { PasswordAttempts } from '../contest/index.ts';

/** A training password's HMAC key (the contest passwords' form) and its guess budgets. */
export interface TrainingPasswords {
  key: Buffer;
  attempts: PasswordAttempts;
}

/** What the training modules need (NATS: a clone asks the gateway for copies of the group's problems). */
export type TrainingDeps = Pick<Deps, 'db' | 'trainingPasswords' | 'nats' | 'natsNames'>;

/** A use case's database. */
export type Db = { db: DataSource };

/** Route schema basics of the training calls. */
export const trainingBase = { tags: ['training'], security: TOKEN_SECURITY };

/** What the training rules read of a training row. */
export function trainingFactsOf(training: Pick<TrainingRow, 'uid' | 'gid' | 'auth' | 'visible'>): TrainingFacts {
  return { authorUid: training.uid, gid: training.gid, auth: training.auth, visible: training.visible };
}

/**
 * The caller as the training rules read them, before a training is known: uid and current roles, no
 * group level. `viewerOfTraining` places them in a training's group.
 */
export function trainingViewerOf(request: FastifyRequest): TrainingViewer {
  const user = currentUser(request);
  return { ...contestViewerOf(user ? { uid: user.uid, roles: user.roles } : null), groupLevel: null };
}

/**
 * The viewer as a training's group places them (spec 03 §6): their level in the training's group and
 * whether its content is open to them, read through the community's published `groupMembership`.
 * A training outside groups (or of a group that is gone) gives no level.
 */
export async function viewerOfTraining<V extends TrainingViewer>(db: DataSource | EntityManager, training: Pick<TrainingRow, 'gid'>, viewer: V): Promise<V> {
  const source = db instanceof EntityManager ? db.dataSource : db;
  const standing = training.gid === null ? null : await groupMembership(source, training.gid, viewer.uid);
  return { ...viewer, ...trainingViewerInGroup(viewer, standing) };
}
