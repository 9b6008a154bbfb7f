export * from './envelope.ts';
export * from './judge.ts';
export * from './roles.ts';
export * from './services.ts';
export * from './subjects.ts';
export * from './verdict.ts';
export * from './website.ts';
export * from './examples.ts';
