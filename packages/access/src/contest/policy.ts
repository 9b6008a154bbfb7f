import type { ContestFacts, ContestViewer } from './facts.ts';
import type { ContestStatusCode } from './admin.ts';
import { contestStatusAt, isContestAdmin } from './admin.ts';
import type { SealWindow } from './seal.ts';
import { hasRealTimePermission, sealWindowFor } from './seal.ts';

/** The policy's answers for one viewer of one contest at one time: what the DTOs carry to clients. */
export interface ContestPolicy {
  status: ContestStatusCode;
  isContestAdmin: boolean;
  /** The real board and results now. */
  realTime: boolean;
  /** When the board is sealed for this viewer (null: never), so a client can follow the clock. */
  seal: SealWindow | null;
}

/** `contestPolicy(contest, viewer, now)`: the answers a client needs, computed by the one policy. */
export function contestPolicy(contest: ContestFacts, viewer: ContestViewer, nowMs: number): ContestPolicy {
  return {
    status: contestStatusAt(contest, nowMs),
    isContestAdmin: isContestAdmin(contest, viewer),
    realTime: hasRealTimePermission(contest, viewer, nowMs),
    seal: sealWindowFor(contest, viewer),
  };
}
