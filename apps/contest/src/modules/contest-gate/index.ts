/**
 * The contest gate, the contest service's side (docs/architecture.md, "Contest submissions"): what
 * judge-dispatch reads to admit a contest submission. `ContestGateSync` runs each contest change in
 * a transaction that records the gate entries (and the `contest changed` event) in the outbox, which
 * the relay publishes after the commit; at service start it records every open contest again.
 */
export { ContestGatePublisher, openGateBucket } from './publisher.ts';
export { ContestGateSync, gateStateOf } from './sync.ts';
export type { ContestGateSyncOptions } from './sync.ts';
export { TimedWorkGate, timedWorkCid, timedWorkGateMember, timedWorkGateState } from './timed-work.ts';
export type { TimedWorkGateOptions } from './timed-work.ts';
