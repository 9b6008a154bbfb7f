import { describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import {
  canSeeTraining,
  hasTrainingAccess,
  hasTrainingRank,
  isTrainingAdmin,
  listedPublicly,
  maySeeTrainingRealNames,
  trainingNeedsPassword,
  trainingRefusal,
} from '../src/index.ts';
import type { TrainingFacts, TrainingViewer } from '../src/index.ts';

// The training rules (spec 02 §2, §4, §6) for every role and auth.

const training = (fields: Partial<TrainingFacts> = {}): TrainingFacts => ({ authorUid: 'author', gid: null, auth: 'Public', visible: true, ...fields });
const anonymous: TrainingViewer = { uid: null, roles: [] };
const user: TrainingViewer = { uid: 'u1', roles: [Role.User] };
const author: TrainingViewer = { uid: 'author', roles: [Role.Admin] };
const demotedAuthor: TrainingViewer = { uid: 'author', roles: [Role.User] };
const otherAdmin: TrainingViewer = { uid: 'a2', roles: [Role.Admin] };
const root: TrainingViewer = { uid: 'root', roles: [Role.SuperAdmin] };
const groupRoot: TrainingViewer = { uid: 'g5', roles: [Role.User], groupLevel: 5 };
const groupMember: TrainingViewer = { uid: 'g3', roles: [Role.User], groupLevel: 3 };

describe('training admin', () => {
  it('is the super admin, the author holding an admin role, or a level-5 member of the owning group', () => {
    expect(isTrainingAdmin(training(), root)).toBe(true);
    expect(isTrainingAdmin(training(), author)).toBe(true);
    expect(isTrainingAdmin(training(), demotedAuthor)).toBe(false);
    expect(isTrainingAdmin(training(), otherAdmin)).toBe(false);
    expect(isTrainingAdmin(training(), user)).toBe(false);
    expect(isTrainingAdmin(training(), anonymous)).toBe(false);
    expect(isTrainingAdmin(training({ gid: 7 }), groupRoot)).toBe(true);
    expect(isTrainingAdmin(training({ gid: 7 }), groupMember)).toBe(false);
    // A group level means nothing for a training of the public pool.
    expect(isTrainingAdmin(training(), groupRoot)).toBe(false);
  });

  it('alone sees the real names of the rank', () => {
    expect(maySeeTrainingRealNames(training(), root)).toBe(true);
    expect(maySeeTrainingRealNames(training(), author)).toBe(true);
    expect(maySeeTrainingRealNames(training(), user)).toBe(false);
    expect(maySeeTrainingRealNames(training(), otherAdmin)).toBe(false);
  });
});

describe('seeing and entering a training', () => {
  it('hides hidden trainings from all but their admins', () => {
    const hidden = training({ visible: false });
    expect(canSeeTraining(hidden, user)).toBe(false);
    expect(canSeeTraining(hidden, otherAdmin)).toBe(false);
    expect(canSeeTraining(hidden, author)).toBe(true);
    expect(canSeeTraining(hidden, root)).toBe(true);
    expect(trainingRefusal(hidden, user, true)).toBe('notFound');
  });

  it('lists only visible trainings outside groups publicly; a group training is its members’', () => {
    expect(listedPublicly(training())).toBe(true);
    expect(listedPublicly(training({ visible: false }))).toBe(false);
    expect(listedPublicly(training({ gid: 3 }))).toBe(false);
    expect(canSeeTraining(training({ gid: 3 }), user)).toBe(false);
    expect(canSeeTraining(training({ gid: 3 }), groupMember)).toBe(true);
  });

  it('opens a public training to every signed-in user, asks an anonymous one to sign in', () => {
    expect(trainingRefusal(training(), user, false)).toBeNull();
    expect(trainingRefusal(training(), anonymous, false)).toBe('signIn');
    expect(trainingNeedsPassword(training(), user)).toBe(false);
    expect(hasTrainingRank(training())).toBe(false);
  });

  it('opens a private training to registered users and its admins only', () => {
    const locked = training({ auth: 'Private' });
    expect(trainingRefusal(locked, user, false)).toBe('notRegistered');
    expect(hasTrainingAccess(locked, user, false)).toBe(false);
    expect(hasTrainingAccess(locked, user, true)).toBe(true);
    expect(hasTrainingAccess(locked, otherAdmin, false)).toBe(false);
    expect(hasTrainingAccess(locked, author, false)).toBe(true);
    expect(hasTrainingAccess(locked, root, false)).toBe(true);
    expect(trainingRefusal(locked, anonymous, false)).toBe('signIn');
    expect(trainingNeedsPassword(locked, user)).toBe(true);
    expect(trainingNeedsPassword(locked, root)).toBe(false);
    expect(hasTrainingRank(locked)).toBe(true);
  });
});
