/**
 * The runner's line protocol: jobs written and result lines read (the runner itself is exercised by the
 * Docker tests).
 */
import { describe, expect, it } from 'vitest';
import { formatRunnerJob, parseRunnerOutput } from '../../src/sandbox/runner-protocol.ts';
import type { ProcessSpec } from '../../src/sandbox/runner-protocol.ts';

const program: ProcessSpec = {
  argv: ['/w/src/main', 'two words'],
  env: { PATH: '/usr/bin', LANG: 'C.UTF-8' },
  cwd: '/w/run/1',
  stdin: '/w/in/1.in',
  stdout: '/w/out/1.out',
  stderr: '/w/out/1.err',
  uid: 20000,
  gid: 20000,
  cpuMs: 1000,
  wallMs: 4000,
  memoryKb: 262144,
  stackKb: 131072,
  outputBytes: 1 << 20,
  processes: 64,
  openFiles: 128,
};

describe('runner protocol', () => {
  it('writes one block per case, with the interactor after "peer"', () => {
    const job = formatRunnerJob(
      [
        { id: '1', program },
        { id: '2', program: { ...program, memoryKb: null }, interactor: { ...program, argv: ['/w/private/judge/judge-program'] } },
      ],
      { stopOnFailure: true },
    );
    const lines = job.trimEnd().split('\n');
    expect(lines[0]).toBe('stop_on_failure');
    expect(lines).toContain('arg two words');
    expect(lines).toContain('env LANG=C.UTF-8');
    expect(lines.filter((line) => line === 'memory_kb 262144')).toHaveLength(2);
    expect(lines.filter((line) => line === 'begin')).toHaveLength(2);
    expect(lines.indexOf('peer')).toBeGreaterThan(lines.lastIndexOf('begin'));
    expect(lines.at(-1)).toBe('end');
  });

  it('refuses values with line breaks, which would inject keys', () => {
    expect(() => formatRunnerJob([{ id: '1', program: { ...program, argv: ['a\nuid 0'] } }])).toThrow(/line breaks/);
  });

  it('reads results: signals as null exit codes, the interactor as peer', () => {
    const [killed, paired] = parseRunnerOutput(
      [
        '{"id":"1","exitCode":0,"signal":9,"cpuMs":1001,"wallMs":1010,"memoryKb":900,"cpuExceeded":true,"wallExceeded":false,"outputExceeded":false,"oomKilled":false,"error":null}',
        '{"id":"2","exitCode":3,"signal":0,"cpuMs":1,"wallMs":2,"memoryKb":3,"cpuExceeded":false,"wallExceeded":false,"outputExceeded":false,"oomKilled":false,"error":null,"peer":{"exitCode":1,"signal":0,"cpuMs":0,"wallMs":2,"memoryKb":4,"cpuExceeded":false,"wallExceeded":false,"outputExceeded":false,"oomKilled":false,"error":"x: No such file"}}',
        '',
      ].join('\n'),
    );
    expect(killed).toMatchObject({ id: '1', interactor: null, program: { exitCode: null, signal: 9, cpuExceeded: true } });
    expect(paired?.program).toMatchObject({ exitCode: 3, signal: null, error: null });
    expect(paired?.interactor).toMatchObject({ exitCode: 1, error: 'x: No such file' });
  });
});
