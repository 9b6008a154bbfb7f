import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { contestViewerOf } from '@oj/access';
import type { TrainingFacts, TrainingViewer } from '@oj/access';
import type { TrainingRow } from '@oj/db';
import { TOKEN_SECURITY, currentUser } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { PasswordAttempts } from '../contest/index.ts';

/** A training password's HMAC key (the contest passwords' form) and its guess budgets. */
export interface TrainingPasswords {
  key: Buffer;
  attempts: PasswordAttempts;
}

/** What the training modules need. */
export type TrainingDeps = Pick<Deps, 'db' | 'trainingPasswords'>;

/** A use case's database. */
export type Db = { db: DataSource };

/** Route schema basics of the training calls. */
export const trainingBase = { tags: ['training'], security: TOKEN_SECURITY };

/** What the training rules read of a training row. */
export function trainingFactsOf(training: Pick<TrainingRow, 'uid' | 'gid' | 'auth' | 'visible'>): TrainingFacts {
  return { authorUid: training.uid, gid: training.gid, auth: training.auth, visible: training.visible };
}

/**
 * The caller as the training rules read them. Group levels join when groups arrive (the group
 * issue); until then nobody holds one.
 */
export function trainingViewerOf(request: FastifyRequest): TrainingViewer {
  const user = currentUser(request);
  return { ...contestViewerOf(user ? { uid: user.uid, roles: user.roles } : null), groupLevel: null };
}
