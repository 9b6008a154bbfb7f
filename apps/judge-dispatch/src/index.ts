export { judgeDispatchService } from './app.ts';
export type { JudgeDispatchServiceOptions } from './app.ts';
export type { JudgeDispatchOptions } from './options.ts';
export { DEFAULT_DISPATCH_SETTINGS } from './options.ts';
// For the gateway's problem import (issue 24): compiling a package's checker, judging its reference solutions.
export { compileOnJudgeNode } from './modules/checker-compile/node-request.ts';
export { openReferenceRuns, referenceRunOutcome, startReferenceRun } from './modules/test-judge/reference-runs.ts';
export type { ReferenceRunDeps, ReferenceRunOutcome, ReferenceRunRequest } from './modules/test-judge/reference-runs.ts';
