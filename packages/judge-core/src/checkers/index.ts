export * from './check-output.ts';
export * from './float.ts';
export * from './kattis-flags.ts';
export * from './output-check.ts';
export * from './stored.ts';
