/**
 * Writes problems as an HOJ export zip (see read.ts): `problem_<id>.json` (HOJ's ImportProblemVO, which HOJ
 * itself imports) and `problem_<id>/` with the test files; images and reference solutions go to
 * `problem_<id>_files/`, which HOJ ignores, and `ojExtension` records what HOJ's JSON cannot hold.
 */
import type { Writable } from 'node:stream';
import { JudgeMode, formatExamples } from '@oj/contracts';
import { ZipWriter } from '../../archive/zip-writer.ts';
import { NameSet, safeFileName } from '../../cases.ts';
import { toManifest } from '../../manifest.ts';
import type { ProblemModel } from '../../model.ts';

function keyOf(problem: ProblemModel, index: number, taken: NameSet): string {
  const id = (problem.displayId ?? '').replace(/[^A-Za-z0-9_-]/g, '_');
  return taken.claim(`problem_${id === '' ? String(index + 1) : id}`);
}

function solutionPath(key: string, index: number, name: string): string {
  return `${key}_files/solutions/${index + 1}-${safeFileName(name)}`;
}

function extraFileColumn(files: Record<string, string>): string | null {
  return Object.keys(files).length === 0 ? null : JSON.stringify(files);
}

/** HOJ's JSON for one problem, with the manifest of what it cannot say. */
function hojJson(problem: ProblemModel, key: string): Record<string, unknown> {
  const statement = problem.statements[0];
  const judged = problem.judgeMode !== JudgeMode.Default ? problem.program : null;
  const row: Record<string, unknown> = {
    problemId: problem.displayId,
    title: problem.title,
    author: problem.author,
    type: problem.type,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    timeLimit: problem.timeLimitMs,
    memoryLimit: problem.memoryLimitMb,
    description: statement?.description ?? '',
    input: statement?.input ?? '',
    output: statement?.output ?? '',
    examples: formatExamples(problem.examples),
    hint: statement?.hint ?? '',
    source: problem.source,
    auth: 1,
    ioScore: problem.cases.reduce((total, item) => total + item.score, 0),
    codeShare: problem.codeShare,
    spjCode: judged?.code ?? null,
    spjLanguage: judged?.language ?? null,
    isRemoveEndBlank: problem.removeEndBlank,
    openCaseResult: problem.openCaseResult,
    isUploadCase: true,
    isRemote: false,
    isFileIO: problem.fileIo !== null,
    ioReadFileName: problem.fileIo?.input ?? null,
    ioWriteFileName: problem.fileIo?.output ?? null,
    userExtraFile: extraFileColumn(problem.userExtraFiles),
    judgeExtraFile: extraFileColumn(problem.judgeExtraFiles),
  };
  if (problem.stackLimitMb !== null) row.stackLimit = problem.stackLimitMb;
  if (problem.difficulty !== null) row.difficulty = problem.difficulty;
  return {
    problem: row,
    languages: problem.languages,
    samples: problem.cases.map((item) => ({
      input: item.inputName,
      output: item.outputName,
      score: item.score,
      ...(item.groupNum === null ? {} : { groupNum: item.groupNum }),
    })),
    tags: problem.tags,
    codeTemplates: problem.codeTemplates,
    judgeMode: problem.judgeMode,
    userExtraFile: Object.keys(problem.userExtraFiles).length === 0 ? null : problem.userExtraFiles,
    judgeExtraFile: Object.keys(problem.judgeExtraFiles).length === 0 ? null : problem.judgeExtraFiles,
    ojExtension: toManifest(problem, ['statements', 'examples', 'checker', 'program', 'cases', 'subtasks', 'images', 'solutions'], {
      caseInput: (index) => `${key}/${problem.cases[index]?.inputName ?? ''}`,
      caseOutput: (index) => {
        const item = problem.cases[index];
        return item?.output ? `${key}/${item.outputName}` : null;
      },
      image: (index) => `${key}_files/images/${problem.images[index]?.name ?? ''}`,
      solution: (index) => solutionPath(key, index, problem.solutions[index]?.name ?? ''),
    }),
  };
}

/** Writes `problems` as one HOJ export zip to `out` (streaming). */
export async function writeHojPackage(problems: readonly ProblemModel[], out: Writable): Promise<void> {
  const zip = new ZipWriter();
  const keys = new NameSet();
  problems.forEach((problem, index) => {
    const key = keyOf(problem, index, keys);
    zip.addText(`${key}.json`, `${JSON.stringify(hojJson(problem, key), null, 2)}\n`);
    for (const item of problem.cases) {
      zip.addFile(`${key}/${item.inputName}`, item.input);
      if (item.output) zip.addFile(`${key}/${item.outputName}`, item.output);
    }
    for (const image of problem.images) zip.addFile(`${key}_files/images/${image.name}`, image.file);
    problem.solutions.forEach((solution, solutionIndex) => {
      zip.addText(solutionPath(key, solutionIndex, solution.name), solution.code);
    });
  });
  await zip.finish(out);
}
