// The judge queue protocol shared by judge-dispatch (publisher) and judge nodes (consumers):
// stream and consumer setup, test data in the object store, and the judge-node registry.
export * from './heartbeat.ts';
export * from './object-stores.ts';
export * from './result-token.ts';
export * from './streams.ts';
export * from './test-data.ts';
