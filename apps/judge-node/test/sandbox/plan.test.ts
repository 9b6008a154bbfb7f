/**
 * What goes into the container, checked without Docker: answers and interactive inputs must only ever
 * reach the judge-only archive, inputs only the run archive (after the compile), and the jobs must carry
 * the effective limits.
 */
import { describe, expect, it } from 'vitest';
import type { JudgeJob } from '@oj/contracts';
import { effectiveLimits, findLanguage, ioPlan } from '@oj/judge-core';
import { uidsOf } from '../../src/sandbox/layout.ts';
import { outputCapBytes, planSubmission } from '../../src/sandbox/plan.ts';
import type { LoadedCase } from '../../src/sandbox/plan.ts';
import { formatSteps, stepWord } from '../../src/sandbox/steps.ts';
import type { Step } from '../../src/sandbox/steps.ts';
import { unpackTar } from '../../src/sandbox/tar.ts';

const stepsText = (steps: Step[]): string => formatSteps(steps).toString('latin1');

const language = findLanguage('C++');
if (!language) throw new Error('C++ missing from the language table');

function job(overrides: Partial<JudgeJob> = {}): JudgeJob {
  return {
    submitId: 1,
    problemId: 1,
    dataVersion: 'v',
    language: 'C++',
    code: 'int main() {}',
    type: 'acm',
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stackLimitMb: 128,
    removeEndBlank: true,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFiles: {},
    judgeExtraFiles: {},
    cases: [],
    enqueuedAt: '',
    ...overrides,
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
  return [...files.entries()]
    .filter(([path]) => path !== 'stage/judge.tar')
    .map(([, data]) => data.toString())
    .join('\n');
}

describe('submission plan', () => {
  it('keeps answers out of the container in the default mode, and inputs out of the upload', () => {
    const built = plan({});
    const files = unpackTar(built.upload);
    const runFiles = unpackTar(built.runArchive);
    expect(contentsOf(files)).not.toContain('ANSWER-');
    expect(contentsOf(runFiles)).not.toContain('ANSWER-');
    expect(contentsOf(files)).not.toContain('INPUT-');
    expect(runFiles.get('in/2.in')?.toString()).toBe('INPUT-2');
    expect(built.runArchive.subarray(0, 512).toString('latin1')).toMatch(/^in\/\0[^]*?0000700/);
    expect(files.has('stage/judge.tar')).toBe(false);
  });

  it('closes /w/out, /w/stage and the listing of /w/run; opens /w/out to the checker only after every program', () => {
    const modes = new Map<string, number>();
    for (let offset = 0; offset < plan({}).upload.length; offset += 512) {
      const block = plan({}).upload.subarray(offset, offset + 512);
      if (block[156] === '5'.charCodeAt(0))
        modes.set(block.subarray(0, 100).toString().replace(/\0.*$/s, ''), parseInt(block.subarray(100, 107).toString(), 8));
    }
    expect(modes.get('out/')).toBe(0o700);
    expect(modes.get('stage/')).toBe(0o700);
    expect(modes.get('run/')).toBe(0o711);
    expect(stepsText(plan({}).runSteps)).not.toContain('chmod');
    const spj = stepsText(plan({ judgeMode: 'spj' }, Buffer.from('checker')).runSteps);
    expect(spj.indexOf('run.job')).toBeLessThan(spj.indexOf('chmod 711 /w/out /w/in'));
    expect(spj.indexOf('chmod 711 /w/out /w/in')).toBeLessThan(spj.indexOf('check.job'));
  });

  it('gives every case a directory of its own whose name the others cannot guess', () => {
    const first = plan({ isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' });
    const again = plan({ isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' });
    const [one, two] = first.outputs.map((item) => item.path);
    expect(one).toMatch(/^run\/1-[\w-]{16}\/a\.out$/);
    expect(two).toMatch(/^run\/2-[\w-]{16}\/a\.out$/);
    expect(one?.slice(6, 22)).not.toBe(two?.slice(8, 24));
    expect(again.outputs[0]?.path).not.toBe(one);
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
    expect(stepsText(built.prepareSteps)).toContain('rm /w/stage/judge.tar');
    expect(files.get('stage/private.job')?.toString()).toContain('stdin /w/stage/judge.tar');
    expect(built.outputs.map((item) => item.comparedOnHost)).toEqual([false, false]);
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
    // A compared case may print 2 × its answer + 64 KiB, at least 1 MiB.
    expect(runJob).toContain('cpu_ms 1000\nwall_ms 4000\nstack_kb 131072\noutput_bytes 1048576');
    expect(built.outputs.map((item) => item.capBytes)).toEqual([1 << 20, 1 << 20]);
    expect(outputCapBytes(3 << 20, 64 << 20)).toBe((6 << 20) + (64 << 10));
    expect(outputCapBytes(40 << 20, 64 << 20)).toBe(64 << 20);
    expect(runJob).toContain('memory_kb 262144');
    expect(runJob).toContain('uid 30000');
    const compileJob = files.get('stage/compile.job')?.toString() ?? '';
    expect(compileJob).toContain(`uid ${uidsOf(30000).compiler}`);
    expect(compileJob).toContain('data_kb 1048576');
    expect(compileJob).not.toContain('memory_kb');
  });

  it('links file-IO inputs into each case directory and pre-creates the output', () => {
    const built = plan({ isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' });
    const files = unpackTar(built.runArchive);
    const [one, two] = built.outputs.map((item) => item.path);
    expect(files.get(one ?? '')?.length).toBe(0);
    expect(stepsText(built.runSteps)).toContain(`collect out ${one} ${two}`);
    expect(unpackTar(built.upload).get('stage/run.job')?.toString()).not.toContain('stdout /w/out/1.out');
  });

  it('writes a file name chosen by the problem as one escaped word of a step, never for a shell', () => {
    const built = plan({ isFileIO: true, ioReadFileName: 'in put.txt', ioWriteFileName: 'a;b $(x)%.out' });
    const collect =
      stepsText(built.runSteps)
        .split('\n')
        .find((line) => line.startsWith('collect ')) ?? '';
    const words = collect.split(' ');
    expect(words).toHaveLength(4);
    expect(words[2]).toMatch(/^run\/1-[\w-]{16}\/a;b%20\$\(x\)%25\.out$/);
    expect(stepWord('tab\there\nnewline')).toBe('tab%09here%0anewline');
    expect(() => stepWord('nul\0')).toThrow(/NUL/);
    expect(() => stepWord('')).toThrow(/empty/);
  });
});
