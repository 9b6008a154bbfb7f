/**
 * Which modules a process links (import '@oj/service-kit/testing/module-graph'; tests only). The
 * services' module-graph tests start a real entry with this recorder loaded and check what it pulled in:
 * a judge node must not link the database code, a split gateway not the services it forwards to.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RECORDER = fileURLToPath(new URL('./record-modules.ts', import.meta.url));

/** What one recorded run printed and linked. */
export interface RecordedRun {
  /** The exit status; null when it was killed (the 60 s timeout). */
  status: number | null;
  stderr: string;
  /** The URL of every module it resolved. */
  modules: string[];
}

/** Runs node processes in one package directory with the recorder loaded; `close` removes their lists. */
export interface ModuleRecorder {
  /** Runs node with `args` (silent logs, `env` added); `name` names its list file. */
  run: (name: string, args: string[], env?: Record<string, string>) => RecordedRun;
  close: () => void;
}

export function moduleRecorder(packageDir: string): ModuleRecorder {
  const dir = mkdtempSync(join(tmpdir(), 'oj-module-graph-'));
  return {
    run: (name, args, env = {}) => {
      const list = join(dir, `${name}.txt`);
      const run = spawnSync(process.execPath, ['--import', RECORDER, ...args], {
        cwd: packageDir,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, OJ_LOG_LEVEL: 'silent', ...env, OJ_MODULE_LIST: list },
      });
      return { status: run.status, stderr: run.stderr, modules: readFileSync(list, 'utf8').split('\n') };
    },
    close: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
