import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestStatus, Role } from '@oj/contracts';
import type { ContestGateState } from '@oj/contracts';
import {
  administeredContestsWhere,
  canSeeContest,
  contestFactsOfGate,
  contestIsRunning,
  contestPolicy,
  contestStatusAt,
  contestSubmissionsAccess,
  contestViewerOf,
  hasContestAccess,
  hasRealTimePermission,
  insideRefusal,
  isContestAdmin,
  isListedFor,
  isMasked,
  isOverAndUnsealed,
  isSealedFor,
  othersSubmissionSight,
  outsideBoardRefusal,
  resultMaskOf,
  sealWindowFor,
  sealedSinceMs,
  seesOwnResult,
  seesWholeContest,
  submitRefusal,
  takePartRefusal,
} from '../src/index.ts';
import type { ContestFacts, ContestViewer } from '../src/index.ts';

// The contest policy (spec 02 §4, §6) over every role, contest state, auth level and seal case.

const START = Date.UTC(2030, 0, 1, 9);
const SEAL = START + 4 * 3_600_000;
const END = START + 5 * 3_600_000;
const contest = (fields: Partial<ContestFacts> = {}): ContestFacts => ({
  kind: 'contest',
  authorUid: 'author',
  gid: null,
  auth: ContestAuth.Public,
  visible: true,
  startTimeMs: START,
  endTimeMs: END,
  sealStartMs: null,
  autoRealRank: true,
  allowEndSubmit: false,
  durationSec: null,
  ...fields,
});

const as = (uid: string, ...roles: number[]): ContestViewer => contestViewerOf({ uid, roles });
const ROLES = {
  anonymous: contestViewerOf(null),
  user: as('u1', Role.User),
  problemAdmin: as('pa', Role.ProblemAdmin),
  admin: as('ad', Role.Admin),
  superAdmin: as('root', Role.SuperAdmin),
  author: as('author', Role.Admin),
  demotedAuthor: as('author', Role.User),
} as const;
type RoleName = keyof typeof ROLES;
const RUNS_IT: readonly RoleName[] = ['superAdmin', 'author'];
const roleNames = Object.keys(ROLES) as RoleName[];

const SCHEDULED = START - 1;
const RUNNING = START;
const ENDED = END;

describe('status', () => {
  it('is scheduled before the start, running from it (inclusive) to the end (exclusive), then ended', () => {
    expect(contestStatusAt(contest(), SCHEDULED)).toBe(ContestStatus.Scheduled);
    expect(contestStatusAt(contest(), RUNNING)).toBe(ContestStatus.Running);
    expect(contestStatusAt(contest(), END - 1)).toBe(ContestStatus.Running);
    expect(contestStatusAt(contest(), ENDED)).toBe(ContestStatus.Ended);
    expect([SCHEDULED, RUNNING, ENDED].map((now) => contestIsRunning(contest(), now))).toEqual([false, true, false]);
  });
});

describe('contest admin', () => {
  it('is a super admin, or the author while holding an admin role: never from a saved list (F5)', () => {
    for (const name of roleNames) expect(isContestAdmin(contest(), ROLES[name]), name).toBe(RUNS_IT.includes(name));
    // Any admin role keeps the author in charge; a problem admin author too.
    expect(isContestAdmin(contest(), as('author', Role.ProblemAdmin))).toBe(true);
    // Barred or muted plain roles are no admin roles.
    expect(isContestAdmin(contest(), as('author', Role.NoSubmit, Role.Muted))).toBe(false);
  });

  it('has an SQL form for the back office list that agrees with isContestAdmin', () => {
    expect(administeredContestsWhere('c', ROLES.superAdmin)).toBeNull();
    expect(administeredContestsWhere('c', ROLES.author)).toEqual({ sql: 'c.uid = :administeredBy', params: { administeredBy: 'author' } });
    for (const name of ['anonymous', 'user', 'demotedAuthor'] as const) expect(administeredContestsWhere('c', ROLES[name])?.sql, name).toBe('1 = 0');
  });

  it('keeps a hidden contest to its admins', () => {
    const hidden = contest({ visible: false });
    for (const name of roleNames) expect(canSeeContest(hidden, ROLES[name]), name).toBe(RUNS_IT.includes(name));
    for (const name of roleNames) expect(canSeeContest(contest(), ROLES[name]), name).toBe(true);
  });
});

describe('entering per auth level', () => {
  it('shows the inside of a public or protected contest to everyone from the start, of a private one to registered users', () => {
    for (const auth of [ContestAuth.Public, ContestAuth.Protected]) {
      expect(insideRefusal(contest({ auth }), ROLES.user, false, SCHEDULED)).toBe('notStarted');
      expect(insideRefusal(contest({ auth }), ROLES.user, false, RUNNING)).toBeNull();
      expect(insideRefusal(contest({ auth }), ROLES.user, false, ENDED)).toBeNull();
    }
    const secret = contest({ auth: ContestAuth.Private });
    expect(insideRefusal(secret, ROLES.user, false, RUNNING)).toBe('notRegistered');
    expect(insideRefusal(secret, ROLES.user, true, RUNNING)).toBeNull();
    expect(insideRefusal(secret, ROLES.user, true, SCHEDULED)).toBe('notStarted');
  });

  it('lets contest admins in always, and nobody else early or unregistered: admin roles included (F9)', () => {
    const secret = contest({ auth: ContestAuth.Private });
    for (const name of roleNames) {
      const expected = RUNS_IT.includes(name) ? null : 'notStarted';
      expect(insideRefusal(secret, ROLES[name], false, SCHEDULED), name).toBe(expected);
      expect(insideRefusal(secret, ROLES[name], false, RUNNING), name).toBe(RUNS_IT.includes(name) ? null : 'notRegistered');
    }
  });

  it('gives access (get-contest-access, the Q&A) to public contests, registered users and admins', () => {
    for (const auth of [ContestAuth.Private, ContestAuth.Protected]) {
      expect(hasContestAccess(contest({ auth }), ROLES.user, false)).toBe(false);
      expect(hasContestAccess(contest({ auth }), ROLES.user, true)).toBe(true);
      expect(hasContestAccess(contest({ auth }), ROLES.admin, false)).toBe(false);
      expect(hasContestAccess(contest({ auth }), ROLES.author, false)).toBe(true);
      expect(hasContestAccess(contest({ auth }), ROLES.demotedAuthor, false)).toBe(false);
      expect(takePartRefusal(contest({ auth }), ROLES.user, false, RUNNING)).toBe('notRegistered');
    }
    expect(hasContestAccess(contest(), ROLES.anonymous, false)).toBe(true);
    expect(takePartRefusal(contest(), ROLES.user, false, RUNNING)).toBeNull();
    expect(takePartRefusal(contest(), ROLES.user, false, SCHEDULED)).toBe('notStarted');
  });

  it('opens the outside board with openRank once started; its admins preview it', () => {
    expect(outsideBoardRefusal(contest(), ROLES.anonymous, false, RUNNING)).toBe('closed');
    expect(outsideBoardRefusal(contest(), ROLES.anonymous, true, SCHEDULED)).toBe('notStarted');
    expect(outsideBoardRefusal(contest(), ROLES.anonymous, true, RUNNING)).toBeNull();
    expect(outsideBoardRefusal(contest(), ROLES.author, false, SCHEDULED)).toBeNull();
    expect(outsideBoardRefusal(contest(), ROLES.demotedAuthor, false, SCHEDULED)).toBe('closed');
  });
});

describe('submitting', () => {
  const registered = { registeredAtMs: START - 10, handedInAtMs: null };

  it('refuses a scheduled contest to all but its admins', () => {
    for (const name of roleNames) {
      expect(submitRefusal(contest(), ROLES[name], registered, SCHEDULED), name).toBe(RUNS_IT.includes(name) ? null : 'notStarted');
    }
  });

  it('ends at the end unless allowEndSubmit, for admins too', () => {
    for (const name of roleNames) {
      expect(submitRefusal(contest(), ROLES[name], registered, ENDED), name).toBe('ended');
      expect(submitRefusal(contest({ allowEndSubmit: true }), ROLES[name], registered, ENDED + 86_400_000), name).toBeNull();
    }
  });

  it('needs a registration in a private or protected contest, not in a public one; admins none', () => {
    for (const auth of [ContestAuth.Private, ContestAuth.Protected]) {
      expect(submitRefusal(contest({ auth }), ROLES.user, null, RUNNING)).toBe('notRegistered');
      expect(submitRefusal(contest({ auth }), ROLES.user, registered, RUNNING)).toBeNull();
      expect(submitRefusal(contest({ auth }), ROLES.admin, null, RUNNING)).toBe('notRegistered');
      expect(submitRefusal(contest({ auth }), ROLES.author, null, RUNNING)).toBeNull();
      expect(submitRefusal(contest({ auth }), ROLES.demotedAuthor, null, RUNNING)).toBe('notRegistered');
    }
    expect(submitRefusal(contest(), ROLES.user, null, RUNNING)).toBeNull();
  });

  it('ends a timed work at the earlier of its window and the start plus the duration, or at the hand-in', () => {
    const work = contest({ kind: 'timedWork', durationSec: 1800, allowEndSubmit: true });
    const startedAt = START + 60_000;
    const started = { registeredAtMs: startedAt, handedInAtMs: null };
    expect(submitRefusal(work, ROLES.user, null, RUNNING)).toBe('timedWorkNotStarted');
    expect(submitRefusal(work, ROLES.author, null, RUNNING)).toBeNull();
    expect(submitRefusal(work, ROLES.user, started, startedAt + 1_799_999)).toBeNull();
    expect(submitRefusal(work, ROLES.user, started, startedAt + 1_800_000)).toBe('ended');
    expect(submitRefusal(work, ROLES.user, { registeredAtMs: END - 60_000, handedInAtMs: null }, END)).toBe('ended');
    expect(submitRefusal(work, ROLES.user, { registeredAtMs: startedAt, handedInAtMs: startedAt + 5 }, startedAt + 10)).toBe('ended');
  });
});

describe('the seal', () => {
  const sealed = contest({ sealStartMs: SEAL });
  const kept = contest({ sealStartMs: SEAL, autoRealRank: false });

  it('never seals a contest without a seal time', () => {
    for (const now of [SCHEDULED, RUNNING, SEAL, ENDED]) expect(sealedSinceMs(contest(), now)).toBeNull();
  });

  it('seals from the seal time (inclusive) to the end with autoRealRank, for good without it', () => {
    expect(sealedSinceMs(sealed, SEAL - 1)).toBeNull();
    expect(sealedSinceMs(sealed, SEAL)).toBe(SEAL);
    expect(sealedSinceMs(sealed, END - 1)).toBe(SEAL);
    expect(sealedSinceMs(sealed, ENDED)).toBeNull();
    expect(sealedSinceMs(kept, ENDED + 86_400_000)).toBe(SEAL);
    // A timed work has no board seal.
    expect(sealedSinceMs(contest({ kind: 'timedWork', sealStartMs: SEAL }), SEAL)).toBeNull();
  });

  it('hides real results from everyone but the contest admins while sealed: other admin roles too (F9)', () => {
    for (const name of roleNames) {
      const runsIt = RUNS_IT.includes(name);
      expect(isSealedFor(sealed, ROLES[name], SEAL - 1), name).toBe(false);
      expect(isSealedFor(sealed, ROLES[name], SEAL), name).toBe(!runsIt);
      expect(isSealedFor(sealed, ROLES[name], ENDED), name).toBe(false);
      expect(isSealedFor(kept, ROLES[name], ENDED), name).toBe(!runsIt);
      expect(hasRealTimePermission(kept, ROLES[name], ENDED), name).toBe(runsIt);
    }
  });

  it('is over and unsealed (the public ICPC API) only after the end with no seal left', () => {
    expect(isOverAndUnsealed(sealed, END - 1)).toBe(false);
    expect(isOverAndUnsealed(sealed, ENDED)).toBe(true);
    expect(isOverAndUnsealed(kept, ENDED)).toBe(false);
    expect(isOverAndUnsealed(contest(), ENDED)).toBe(true);
  });

  it('tells a viewer the window they meet, which the DTOs carry', () => {
    expect(sealWindowFor(sealed, ROLES.user)).toEqual({ fromMs: SEAL, untilMs: END });
    expect(sealWindowFor(kept, ROLES.user)).toEqual({ fromMs: SEAL, untilMs: null });
    expect(sealWindowFor(kept, ROLES.author)).toBeNull();
    expect(sealWindowFor(contest(), ROLES.user)).toBeNull();
    expect(contestPolicy(kept, ROLES.admin, ENDED)).toEqual({
      status: ContestStatus.Ended,
      isContestAdmin: false,
      realTime: false,
      seal: { fromMs: SEAL, untilMs: null },
    });
    expect(contestPolicy(kept, ROLES.superAdmin, SEAL)).toEqual({ status: ContestStatus.Running, isContestAdmin: true, realTime: true, seal: null });
  });

  it('shows a submitter their own results in a contest; in a timed work once it no longer runs for them', () => {
    const timed = contest({ kind: 'timedWork', durationSec: 3600 });
    const started = { registeredAtMs: RUNNING, handedInAtMs: null };
    expect(seesOwnResult(contest(), ROLES.user, null, RUNNING)).toBe(true);
    expect(seesOwnResult(timed, ROLES.user, started, RUNNING)).toBe(false);
    expect(seesOwnResult(timed, ROLES.user, { registeredAtMs: RUNNING, handedInAtMs: RUNNING + 1 }, RUNNING + 2)).toBe(true);
    expect(seesOwnResult(timed, ROLES.user, started, RUNNING + 3_600_000)).toBe(true);
    expect(seesOwnResult(timed, ROLES.user, started, ENDED)).toBe(true);
    expect(seesOwnResult(timed, ROLES.problemAdmin, started, RUNNING)).toBe(true);
  });
});

describe('contest submissions', () => {
  const sealed = contest({ sealStartMs: SEAL, auth: ContestAuth.Private });
  const kept = contest({ sealStartMs: SEAL, autoRealRank: false });

  it('gives the whole contest to its admins; to other admin roles only once it is over and unsealed (F9)', () => {
    for (const name of roleNames) {
      const runsIt = RUNS_IT.includes(name);
      const adminRole = name === 'problemAdmin' || name === 'admin';
      expect(seesWholeContest(sealed, ROLES[name], RUNNING), name).toBe(runsIt);
      expect(seesWholeContest(sealed, ROLES[name], ENDED), name).toBe(runsIt || adminRole);
      expect(seesWholeContest(kept, ROLES[name], ENDED), name).toBe(runsIt);
    }
  });

  it('decides the list access: full, notRegistered, scheduled, participant, ownOnly', () => {
    expect(contestSubmissionsAccess(sealed, ROLES.author, false, SCHEDULED)).toBe('full');
    expect(contestSubmissionsAccess(sealed, ROLES.admin, false, RUNNING)).toBe('notRegistered');
    expect(contestSubmissionsAccess(sealed, ROLES.demotedAuthor, false, RUNNING)).toBe('notRegistered');
    expect(contestSubmissionsAccess(sealed, ROLES.user, true, SCHEDULED)).toBe('scheduled');
    expect(contestSubmissionsAccess(sealed, ROLES.user, true, RUNNING)).toBe('participant');
    expect(contestSubmissionsAccess(contest(), ROLES.admin, false, RUNNING)).toBe('participant');
    expect(contestSubmissionsAccess(contest({ kind: 'timedWork' }), ROLES.user, true, RUNNING)).toBe('ownOnly');
  });

  it("masks other users' results from the seal on, for participants only", () => {
    const mask = resultMaskOf(sealed, ROLES.user, 'participant', SEAL);
    expect(mask).toEqual({ kind: 'seal', viewerUid: 'u1', sinceMs: SEAL });
    expect(isMasked({ uid: 'other', submitTime: new Date(SEAL) }, mask)).toBe(true);
    expect(isMasked({ uid: 'other', submitTime: new Date(SEAL - 1) }, mask)).toBe(false);
    expect(isMasked({ uid: 'u1', submitTime: new Date(SEAL) }, mask)).toBe(false);
    expect(resultMaskOf(sealed, ROLES.author, 'full', SEAL)).toBeNull();
    expect(resultMaskOf(sealed, ROLES.user, 'participant', SEAL - 1)).toBeNull();
    expect(resultMaskOf(sealed, ROLES.anonymous, 'participant', SEAL)).toBeNull();
  });

  it("lists others' rows from the start, in a timed work only one's own", () => {
    const row = (uid: string, at: number) => ({ uid, submitTime: new Date(at) });
    expect(isListedFor(row('x', START - 1), sealed, ROLES.user, 'participant')).toBe(false);
    expect(isListedFor(row('x', START), sealed, ROLES.user, 'participant')).toBe(true);
    expect(isListedFor(row('x', START - 1), sealed, ROLES.author, 'full')).toBe(true);
    expect(isListedFor(row('x', START), sealed, ROLES.user, 'ownOnly')).toBe(false);
    expect(isListedFor(row('u1', START), sealed, ROLES.user, 'ownOnly')).toBe(true);
  });

  it("shows others' code only with the whole contest, their case results to participants after the end", () => {
    expect(othersSubmissionSight(sealed, 'full', false, RUNNING)).toEqual({ code: true, cases: 'full' });
    expect(othersSubmissionSight(sealed, 'participant', false, RUNNING)).toEqual({ code: false, cases: 'none' });
    expect(othersSubmissionSight(sealed, 'participant', false, ENDED)).toEqual({ code: false, cases: 'core' });
    expect(othersSubmissionSight(sealed, 'participant', true, ENDED)).toEqual({ code: false, cases: 'none' });
    for (const access of ['ownOnly', 'scheduled', 'notRegistered'] as const) expect(othersSubmissionSight(sealed, access, false, ENDED)).toBeNull();
  });
});

describe('facts of the contest gate', () => {
  it('reads the author, group, times and seal the contest service published', () => {
    const state: ContestGateState = {
      cid: 4,
      kind: 'contest',
      auth: ContestAuth.Protected,
      startTimeMs: START,
      endTimeMs: END,
      durationSec: null,
      allowEndSubmit: true,
      authorUid: 'author',
      gid: 9,
      problems: [],
      sealRankTimeMs: SEAL,
      autoRealRank: false,
      publishedAtMs: 0,
    };
    expect(contestFactsOfGate(state)).toEqual(contest({ auth: ContestAuth.Protected, gid: 9, allowEndSubmit: true, sealStartMs: SEAL, autoRealRank: false }));
    // Older entries without the seal fields: not sealed, unsealed after the end.
    const { sealRankTimeMs: _seal, autoRealRank: _auto, ...bare } = state;
    expect(contestFactsOfGate(bare)).toMatchObject({ sealStartMs: null, autoRealRank: true });
  });
});
