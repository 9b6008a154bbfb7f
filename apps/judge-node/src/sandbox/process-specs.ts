/**
 * Runner process settings every part of a plan shares: the sandbox environment, and the judge side
 * (checker, interactor, the judge-only archive's unpacking) running as the judge uid.
 */
import { SANDBOX_PATH } from './docker.ts';
import { JUDGE_DIR } from './layout.ts';
import type { SandboxUids } from './layout.ts';
import type { ProcessSpec } from './runner-protocol.ts';

/** The environment every sandboxed process starts from. */
export const BASE_ENV: Readonly<Record<string, string>> = { PATH: SANDBOX_PATH, HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8' };

const JUDGE_SIDE_LIMITS = { stackKb: 128 * 1024, processes: 16, openFiles: 64 };

/** A judge-side process: the judge uid in the judge-only directory, 10 s CPU and 20 s wall unless `extra` says otherwise. */
export function judgeSideSpec(uids: SandboxUids, argv: string[], extra: Partial<ProcessSpec>): ProcessSpec {
  return {
    argv,
    env: BASE_ENV,
    cwd: JUDGE_DIR,
    uid: uids.judge,
    gid: uids.judge,
    cpuMs: 10_000,
    wallMs: 20_000,
    outputBytes: 64 << 20,
    ...JUDGE_SIDE_LIMITS,
    ...extra,
  };
}
