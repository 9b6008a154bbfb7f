export { judgeDispatchService } from './app.ts';
export type { JudgeDispatchServiceOptions } from './app.ts';
export type { JudgeDispatchOptions } from './options.ts';
export { DEFAULT_DISPATCH_SETTINGS } from './options.ts';
