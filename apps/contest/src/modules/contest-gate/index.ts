/**
 * The contest gate, the contest service's side (docs/architecture.md, "Contest submissions"): what
 * judge-dispatch reads to admit a contest submission. No routes yet; the contests issue registers
 * the publisher where contests and registrations change.
 */
export { ContestGatePublisher } from './publisher.ts';
