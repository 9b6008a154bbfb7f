/**
 * What goes into the container, checked without Docker: answers and interactive inputs must only ever
 * reach the judge-only archive, and the jobs must carry the effective limits.
 */
import { describe, expect, it } from 'vitest';
import type { JudgeJob } from '@oj/contracts';
import { effectiveLimits, findLanguage, ioPlan } from '@oj/judge-core';
import { uidsOf } from '../../src/sandbox/layout.ts';
import { planSubmission } from '../../src/sandbox/plan.ts';
import type { LoadedCase } from '../../src/sandbox/plan.ts';
import { unpackTar } from '../../src/sandbox/tar.ts';

const language = findLanguage('C++');
if (!language) throw new Error('C++ missing from the language table');

function job(overrides: Partial<JudgeJob> = {}): JudgeJob {
  return {
    submitId: 1, problemId: 1, dataVersion: 'v', language: 'C++', code: 'int main() {}', type: 'acm',
    judgeMode: 'default', judgeCaseMode: 'default', timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128,
    removeEndBlank: true, isFileIO: false, ioReadFileName: null, ioWriteFileName: null,
    userExtraFiles: {}, judgeExtraFiles: {}, cases: [], enqueuedAt: '', ...overrides,
  };
}

const cases: LoadedCase[] = [1, 2].map((caseId) => ({
  spec: { caseId, inputName: `${caseId}.in`, outputName: `${caseId}.out`, score: 0, groupNum: null },
  input: Buffer.from(`INPUT-${caseId}`),
  answer: Buffer.from(`ANSWER-${caseId}`),
}));

function plan(overrides: Partial<JudgeJob>, binary: Buffer | null = null) {
  const submission = job(overrides);
  const limits = effectiveLimits(language!, { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 });
  return planSubmission({ job: submission, language: language!, limits, io: ioPlan(submission), cases, uids: uidsOf(30000), judgeBinary: binary });
}

function contentsOf(files: Map<string, Buffer>): string {
  return [...files.entries()].filter(([path]) => path !== 'stage/judge.tar').map(([, data]) => data.toString()).join('\n');
}

describe('submission plan', () => {
  it('keeps answers out of the container in the default mode', () => {
    const files = unpackTar(plan({}).upload);
    expect(contentsOf(files)).not.toContain('ANSWER-');
    expect(files.get('in/2.in')?.toString()).toBe('INPUT-2');
    expect(files.has('stage/judge.tar')).toBe(false);
  });

  it('puts spj answers only in the judge-only archive, and runs the checker as the judge uid', () => {
    const built = plan({ judgeMode: 'spj' }, Buffer.from('checker'));
    const files = unpackTar(built.upload);
    expect(contentsOf(files)).not.toContain('ANSWER-');
    const judgeFiles = unpackTar(files.get('stage/judge.tar') ?? Buffer.alloc(0));
    expect(judgeFiles.get('1.ans')?.toString()).toBe('ANSWER-1');
    const checkJob = files.get('stage/check.job')?.toString() ?? '';
    expect(checkJob).toContain('arg /w/private/judge/judge-program\narg /w/in/1.in\narg /w/out/1.out\narg /w/private/judge/1.ans');
    expect(checkJob).toContain(`uid ${uidsOf(30000).judge}`);
    expect(built.prepareScript).toContain('rm -f /w/stage/judge.tar');
  });

  it('gives interactive inputs to the interactor only', () => {
    const files = unpackTar(plan({ judgeMode: 'interactive' }, Buffer.from('interactor')).upload);
    expect(contentsOf(files)).not.toContain('INPUT-');
    const judgeFiles = unpackTar(files.get('stage/judge.tar') ?? Buffer.alloc(0));
    expect(judgeFiles.get('2.in')?.toString()).toBe('INPUT-2');
    const runJob = files.get('stage/run.job')?.toString() ?? '';
    expect(runJob).toContain('peer\narg /w/private/judge/judge-program\narg /w/private/judge/1.in');
    expect(runJob).not.toContain('stdin /w/in');
  });

  it('carries the effective limits and the uids into the jobs', () => {
    const built = plan({ judgeCaseMode: 'ergodic_without_error' });
    const files = unpackTar(built.upload);
    const runJob = files.get('stage/run.job')?.toString() ?? '';
    expect(runJob.startsWith('stop_on_failure\n')).toBe(true);
    expect(runJob).toContain('cpu_ms 1000\nwall_ms 4000\nstack_kb 131072\noutput_bytes 67108864');
    expect(runJob).toContain('memory_kb 262144');
    expect(runJob).toContain('uid 30000');
    const compileJob = files.get('stage/compile.job')?.toString() ?? '';
    expect(compileJob).toContain(`uid ${uidsOf(30000).compiler}`);
    expect(compileJob).toContain('data_kb 1048576');
    expect(compileJob).not.toContain('memory_kb');
  });

  it('links file-IO inputs into each case directory and pre-creates the output', () => {
    const built = plan({ isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' });
    const files = unpackTar(built.upload);
    expect(files.get('run/1/a.out')?.length).toBe(0);
    expect(built.outputPaths).toEqual(['run/1/a.out', 'run/2/a.out']);
    expect(built.runScript).toContain('run/1/a.out run/2/a.out');
  });
});
