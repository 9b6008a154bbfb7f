export * from './policy.ts';
export * from './problems.ts';
