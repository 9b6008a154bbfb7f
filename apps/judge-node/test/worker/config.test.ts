/**
 * The judge node's config: its own settings validated with the shared ones, the sandbox images
 * included, and nothing of the database or JWT.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@oj/service-kit/no-database';
import { loadJudgeNodeConfig } from '../../src/worker/config.ts';

describe('judge node config', () => {
  it('defaults the sandbox images and needs no database or JWT settings', () => {
    const config = loadJudgeNodeConfig({ NODE_ENV: 'production' });
    expect(config.judge.images).toEqual({ main: 'oj-judge:latest', py2: 'oj-judge-py2:latest' });
    expect(config.port).toBe(8084);
    expect(config).not.toHaveProperty('db');
    expect(config).not.toHaveProperty('jwt');
  });

  it('reads OJ_JUDGE_IMAGE and OJ_JUDGE_PY2_IMAGE', () => {
    const config = loadJudgeNodeConfig({ OJ_JUDGE_IMAGE: 'registry.local:5000/oj-judge:v7', OJ_JUDGE_PY2_IMAGE: 'oj-judge-py2@sha256:abc123' });
    expect(config.judge.images).toEqual({ main: 'registry.local:5000/oj-judge:v7', py2: 'oj-judge-py2@sha256:abc123' });
  });

  it('reuses sandbox containers unless OJ_JUDGE_REUSE is false, and bounds their uses', () => {
    expect(loadJudgeNodeConfig({}).judge).toMatchObject({ reuseSandboxes: true, sandboxMaxUses: 500 });
    expect(loadJudgeNodeConfig({ OJ_JUDGE_REUSE: 'false', OJ_JUDGE_SANDBOX_MAX_USES: '20' }).judge).toMatchObject({
      reuseSandboxes: false,
      sandboxMaxUses: 20,
    });
    expect(() => loadJudgeNodeConfig({ OJ_JUDGE_SANDBOX_MAX_USES: '0' })).toThrow(/OJ_JUDGE_SANDBOX_MAX_USES/);
  });

  it('lists a bad image with every other bad setting', () => {
    let problems: readonly string[] = [];
    try {
      loadJudgeNodeConfig({ OJ_JUDGE_IMAGE: 'oj judge', OJ_JUDGE_CONCURRENCY: '0' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/OJ_JUDGE_IMAGE: must be a Docker image reference such as oj-judge:latest, got "oj judge"/);
    expect(problems.join('\n')).toMatch(/OJ_JUDGE_CONCURRENCY/);
  });
});
