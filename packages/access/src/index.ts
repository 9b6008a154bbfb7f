// The access rules of the platform, in one place: pure functions over plain facts, no database,
// so every service that decides "may this viewer see this" asks the same rules.
export * from './problems.ts';
export * from './sql.ts';
export * from './submissions.ts';
export * from './viewer.ts';
export * from './contest/index.ts';
export * from './training/index.ts';
export * from './timed-work/index.ts';
export * from './outlines.ts';
export * from './group/index.ts';
export * from './discussions.ts';
export * from './uploads.ts';
