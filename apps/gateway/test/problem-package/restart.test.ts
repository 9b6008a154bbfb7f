import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ProblemEntity, ProblemImportEntity } from '@oj/db';
import { newPlace, readJob, startImportApp, startJob, uploadPackage, waitForJob, zipOf } from './helpers.ts';
import type { ImportHarness } from './helpers.ts';

// Issue 24: a job survives a restart of the service: the instance that held it resumes it from where it
// stopped (each problem imported once), or marks it failed with its reason when its package is gone.

const COUNT = 12;

function manyProblems(count: number): Promise<Buffer> {
  const entries: Record<string, string> = {};
  for (let n = 1; n <= count; n += 1) {
    const id = `R${n}`;
    entries[`problem_${id}.json`] = JSON.stringify({
      problem: { problemId: id, title: `Restart ${n}`, type: 0, description: 'd', input: 'i', output: 'o' },
      samples: [{ input: '1.in', output: '1.out' }],
    });
    entries[`problem_${id}/1.in`] = `${n}\n`;
    entries[`problem_${id}/1.out`] = `${n}\n`;
  }
  return zipOf(entries);
}

describe('import jobs across a restart', () => {
  const opened: ImportHarness[] = [];
  afterAll(async () => {
    const last = opened.at(-1);
    for (const harness of opened.slice(0, -1)) await harness.stop().catch(() => undefined);
    await last?.close();
  });

  it('resumes a job cut off by a stop: every problem imported once, the report says it resumed', async () => {
    const place = await newPlace('gw_import_restart');
    const first = await startImportApp(place);
    opened.push(first);
    const uploaded = await uploadPackage(first, await manyProblems(COUNT), 'many.zip');
    const jobId = uploaded.body.data?.jobId ?? 0;
    await startJob(first, { jobId, duplicateIds: 'rename', verify: false });
    for (;;) {
      const job = await readJob(first, jobId);
      if (job.progress.problemsDone >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.stop();
    const cut = await place.database.dataSource.getRepository(ProblemImportEntity).findOneByOrFail({ id: jobId });
    expect(cut.status).toBe('running');
    expect(cut.problemsCreated).toBeLessThan(COUNT);

    const second = await startImportApp(place, { admin: first.admin });
    opened.push(second);
    const job = await waitForJob(second, jobId);
    expect(job).toMatchObject({ status: 'done', problemsCreated: COUNT, problemsFailed: 0 });
    expect(job.notes.map((note) => note.text)).toEqual(['The service restarted during the import; the import went on from where it stopped']);
    expect(job.problems.map((problem) => problem.problemId)).toEqual(Array.from({ length: COUNT }, (_, n) => `R${n + 1}`));
    expect(await place.database.dataSource.getRepository(ProblemEntity).count()).toBe(COUNT);
  });

  it('marks a running job failed when its package is gone after the restart', async () => {
    const place = opened.at(-1)?.place;
    if (!place) throw new Error('no place');
    const harness = opened.at(-1) as ImportHarness;
    const uploaded = await uploadPackage(harness, await manyProblems(1), 'one.zip');
    const jobId = uploaded.body.data?.jobId ?? 0;
    await harness.stop();
    await place.database.dataSource
      .getRepository(ProblemImportEntity)
      .update({ id: jobId }, { status: 'running', duplicateIds: 'rename', auth: 1, verify: false });
    await rm(join(place.dataDir, 'problem-imports', `${jobId}.pkg`));
    const restarted = await startImportApp(place, { admin: harness.admin });
    opened.push(restarted);
    const job = await waitForJob(restarted, jobId);
    expect(job.status).toBe('failed');
    expect(job.error?.text).toBe('The service restarted during the import');
  });
});
