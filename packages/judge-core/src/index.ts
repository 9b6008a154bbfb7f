export * from './checker.ts';
export * from './compare.ts';
export * from './fileio.ts';
export * from './languages.ts';
export * from './scoring.ts';
export * from './verdict.ts';
export * from './checkers/index.ts';
export * from './checker-protocols.ts';
