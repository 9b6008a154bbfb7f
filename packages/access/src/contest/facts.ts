import { ADMIN_ROLES, Role } from '@oj/contracts';
import type { ContestGateKind, ContestGateState } from '@oj/contracts';
import type { ViewerIdentity } from '../viewer.ts';

/** A contest, or a timed work (its submissions carry cid = tid + 50000). */
export type ContestKind = (typeof ContestGateKind)[keyof typeof ContestGateKind];

/**
 * What the contest policy reads of a contest or timed work: plain facts, no row and no clock.
 * Groups and timed work add fields here (the owning group already is one), never copies of a rule.
 */
export interface ContestFacts {
  kind: ContestKind;
  /** The author (the contest's owner). */
  authorUid: string;
  /** The owning group, or null. */
  gid: number | null;
  /** ContestAuth: public, private (registration to enter), protected (registration to submit). */
  auth: number;
  /** Hidden contests are known to their admins only. */
  visible: boolean;
  startTimeMs: number;
  endTimeMs: number;
  /** When the board's seal starts, or null when it is never sealed. */
  sealStartMs: number | null;
  /** After the end: true unseals the board, false keeps it sealed. */
  autoRealRank: boolean;
  /** An ended contest takes submissions only with this on. */
  allowEndSubmit: boolean;
  /** Timed work: how long one user's attempt lasts from its start; null for contests. */
  durationSec: number | null;
}

/**
 * Who asks, as the contest policy cares: the uid and the roles the user holds now (a role change
 * signs the user out everywhere, so a token's roles are current; docs/security.md), and, for a
 * group's contest, the viewer's standing in the owning group (`contest/group.ts`: `inContestGroup`
 * reads it from the group's facts). Absent group fields read as a stranger to the group.
 */
export interface ContestViewer {
  /** null when anonymous. */
  uid: string | null;
  roles: readonly number[];
  /** The viewer's group auth level (`groupAuthLevel`: 5 root … 3 member, 0 none) in the contest's group. */
  groupLevel?: number | null;
  /** Whether the contest's group shows its content to the viewer (`canSeeGroupContent`). */
  groupContentOpen?: boolean;
}

/** The contest viewer of a signed-in user, or the anonymous one. */
export function contestViewerOf(user: ViewerIdentity | null): ContestViewer {
  return user === null ? { uid: null, roles: [] } : { uid: user.uid, roles: user.roles };
}

/** The roles that may manage contests (the back office's contests need one of them). */
export const CONTEST_MANAGER_ROLES: readonly number[] = ADMIN_ROLES;

/** Holds an admin role (super admin, admin or problem admin). */
export function holdsAdminRole(viewer: ContestViewer): boolean {
  return viewer.roles.some((role) => CONTEST_MANAGER_ROLES.includes(role));
}

/** Holds the super admin role. */
export function isSuperAdmin(viewer: ContestViewer): boolean {
  return viewer.roles.includes(Role.SuperAdmin);
}

/**
 * A contest as the contest gate holds it (published by the contest service for dispatch and the
 * live channel). The gate publishes a hidden contest as private, so it counts as visible here.
 */
export function contestFactsOfGate(state: ContestGateState): ContestFacts {
  return {
    kind: state.kind,
    authorUid: state.authorUid,
    gid: state.gid,
    auth: state.auth,
    visible: true,
    startTimeMs: state.startTimeMs,
    endTimeMs: state.endTimeMs,
    sealStartMs: state.sealRankTimeMs ?? null,
    autoRealRank: state.autoRealRank ?? true,
    allowEndSubmit: state.allowEndSubmit,
    durationSec: state.durationSec,
  };
}
