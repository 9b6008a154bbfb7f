// The contest policy (spec 02 §4, §6): who runs a contest, who may enter, submit and see its real
// results, in one place. Every service and the live channel ask it; clients get its answers in DTOs.
export * from './facts.ts';
export * from './admin.ts';
export * from './seal.ts';
export * from './entry.ts';
export * from './submissions.ts';
export * from './policy.ts';
export * from './timed.ts';
export * from './group.ts';
