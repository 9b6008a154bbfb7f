/** judge-dispatch's test files that judge in the Docker sandbox (test/judge-node.ts): their own serial project. */
export const SANDBOX_FILES = ['test/checker-compile.test.ts', 'test/contest-priority.test.ts', 'test/judge-flow.test.ts', 'test/nats-permissions.test.ts'];
