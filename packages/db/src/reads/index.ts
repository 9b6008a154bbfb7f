// The read-only queries each table owner publishes for the other services (`TABLE_OWNERS`): a
// service reads another's tables only through these, so the owner can change its tables and
// keep its readers in step in one place.
export * from './contest-accepted.ts';
export * from './contest-briefs.ts';
export * from './contest-submissions.ts';
export * from './problem-briefs.ts';
export * from './problem-page.ts';
export * from './problem-statuses.ts';
export * from './problem-tallies.ts';
export * from './problems.ts';
export * from './submissions.ts';
export * from './training-entry.ts';
export * from './training-submissions.ts';
export * from './user-profiles.ts';
export * from './users.ts';
export * from './rank-list.ts';
export * from './notice-recipients.ts';
export * from './home.ts';
export * from './groups.ts';
export * from './group-rank.ts';
export * from './unread-counts.ts';
export * from './group-problem-picks.ts';
