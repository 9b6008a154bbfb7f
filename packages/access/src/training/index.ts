// The training rules (spec 02 §2, §4, §6): who administers, sees, enters a training and reads its rank.
export * from './policy.ts';
export * from './group.ts';
