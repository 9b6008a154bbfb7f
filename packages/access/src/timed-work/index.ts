// The timed-work rules (spec 02 §2 "Timed homework", §4): a user's own status and end, who may start,
// submit, hand in and see the rank, and which results are hidden (-5) while the work runs.
export * from './status.ts';
export * from './rules.ts';
export * from './hidden.ts';
