/**
 * The contest gate, the contest service's side (docs/architecture.md, "Contest submissions"): what
 * judge-dispatch reads to admit a contest submission. `ContestGateSync` publishes a contest's state
 * from the tables after each committed change (the contest and contest-admin modules call it), and
 * repairs every open contest at service start.
 */
export { ContestGatePublisher } from './publisher.ts';
export { ContestGateSync, gateStateOf } from './sync.ts';
