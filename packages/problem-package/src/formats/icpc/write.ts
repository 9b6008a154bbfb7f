/**
 * Writes problems as an ICPC (Kattis, legacy layout) package: one problem at the zip's root, or one folder per
 * problem. `problem.yaml` (name, type, validation, validator_flags, limits with `time_limit`, keywords,
 * source, author) and `.timelimit`; statements as `problem_statement/problem.<lang>.md|tex` with their images;
 * `data/sample/` (judged samples), `data/secret/` (a folder per subtask with `testdata.yaml`); the checker or
 * interactor in `output_validators/`; `submissions/<verdict>/`; and `oj-problem.yaml`, this site's manifest.
 */
import type { Writable } from 'node:stream';
import YAML from 'yaml';
import { CheckerProtocol, JudgeCaseMode, JudgeMode, ProblemType } from '@oj/contracts';
import { ZipWriter } from '../../archive/zip-writer.ts';
import { NameSet, safeFileName, stem } from '../../cases.ts';
import { kattisFlagsOf } from '../../kattis-flags.ts';
import { toManifest } from '../../manifest.ts';
import type { ProblemModel, Statement, TestCase } from '../../model.ts';
import { ICPC_MANIFEST } from './read.ts';

function shortNameOf(problem: ProblemModel, index: number, taken: NameSet): string {
  const id = (problem.displayId ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return taken.claim(id === '' ? `problem${index + 1}` : id);
}

/** One document from a statement's sections (Markdown headings, or LaTeX sections). */
function composeStatement(statement: Statement): string {
  const latex = statement.format === 'latex';
  const heading = (title: string): string => (latex ? `\\section*{${title}}` : `## ${title}`);
  const parts = [statement.description];
  if (statement.input !== '') parts.push(heading('Input'), statement.input);
  if (statement.output !== '') parts.push(heading('Output'), statement.output);
  if (statement.hint !== '') parts.push(heading('Notes'), statement.hint);
  return `${parts.join('\n\n')}\n`;
}

function problemYaml(problem: ProblemModel): string {
  const custom = problem.judgeMode !== JudgeMode.Default && problem.program !== null;
  const meta: Record<string, unknown> = { name: problem.title };
  if (problem.type === ProblemType.Oi) meta.type = 'scoring';
  if (problem.author !== null) meta.author = problem.author;
  if (problem.source !== null) meta.source = problem.source;
  meta.validation = custom ? (problem.judgeMode === JudgeMode.Interactive ? 'custom interactive' : 'custom') : 'default';
  // A custom validator's own flags (its arguments, Kattis only), else the built-in checker's as Kattis's default validator's.
  const flags = custom ? (problem.program?.protocol === CheckerProtocol.Kattis ? problem.program.validatorFlags : []) : kattisFlagsOf(problem.checker);
  if (flags.length > 0) meta.validator_flags = flags.join(' ');
  meta.limits = { memory: problem.memoryLimitMb, time_limit: problem.timeLimitMs / 1000 };
  if (problem.tags.length > 0) meta.keywords = problem.tags.map((tag) => tag.replace(/\s+/g, '-')).join(' ');
  return YAML.stringify(meta);
}

/** Where each case goes: samples to data/sample, the rest to data/secret or its subtask folder. */
function casePaths(problem: ProblemModel): { input: string; output: string }[] {
  const subtaskFolders =
    problem.judgeCaseMode === JudgeCaseMode.SubtaskLowest || problem.judgeCaseMode === JudgeCaseMode.SubtaskAverage || problem.subtasks.length > 0;
  const names = new Map<string, NameSet>();
  return problem.cases.map((item: TestCase) => {
    const subtask = problem.subtasks.find((candidate) => candidate.id === item.groupNum);
    const group = item.groupNum !== null && subtaskFolders ? `${safeFileName(subtask?.name ?? `subtask${item.groupNum}`)}/` : '';
    const folder = item.sample ? 'data/sample/' : `data/secret/${group}`;
    const taken = names.get(folder) ?? new NameSet();
    names.set(folder, taken);
    const base = stem(taken.claim(`${stem(item.inputName)}.in`));
    return { input: `${folder}${base}.in`, output: `${folder}${base}.ans` };
  });
}

/** The legacy testdata.yaml of each subtask folder: its score per accepted case and how cases combine. */
function groupConfigs(problem: ProblemModel, paths: { input: string }[]): Map<string, string> {
  const configs = new Map<string, string>();
  problem.cases.forEach((item, index) => {
    const folder = (paths[index]?.input ?? '').replace(/[^/]+$/, '');
    if (item.sample || item.groupNum === null || folder === 'data/secret/' || configs.has(folder)) return;
    const lowest = problem.judgeCaseMode !== JudgeCaseMode.Default && problem.judgeCaseMode !== JudgeCaseMode.ErgodicWithoutError;
    configs.set(folder, YAML.stringify({ on_reject: 'continue', grading: 'default', grader_flags: lowest ? 'min' : 'sum', accept_score: item.score }));
  });
  return configs;
}

function writeOne(zip: ZipWriter, problem: ProblemModel, root: string): void {
  zip.addText(`${root}problem.yaml`, problemYaml(problem));
  zip.addText(`${root}.timelimit`, `${problem.timeLimitMs / 1000}\n`);
  const statementNames = new NameSet();
  for (const statement of problem.statements) {
    const language = statement.language === 'und' ? 'en' : statement.language;
    const name = statementNames.claim(`problem.${language}.${statement.format === 'latex' ? 'tex' : 'md'}`);
    zip.addText(`${root}problem_statement/${name}`, composeStatement(statement));
  }
  for (const image of problem.images) zip.addFile(`${root}problem_statement/${image.name}`, image.file);
  const paths = casePaths(problem);
  problem.cases.forEach((item, index) => {
    const path = paths[index];
    if (path === undefined) return;
    zip.addFile(`${root}${path.input}`, item.input);
    if (item.output) zip.addFile(`${root}${path.output}`, item.output);
    else zip.addText(`${root}${path.output}`, '');
  });
  for (const [folder, config] of groupConfigs(problem, paths)) zip.addText(`${root}${folder}testdata.yaml`, config);
  if (problem.program !== null && problem.judgeMode !== JudgeMode.Default) {
    const folder = `${root}output_validators/${safeFileName(stem(problem.program.fileName)) || 'validator'}/`;
    zip.addText(`${folder}${safeFileName(problem.program.fileName)}`, problem.program.code);
    for (const [name, content] of Object.entries(problem.judgeExtraFiles)) zip.addText(`${folder}${safeFileName(name)}`, content);
  }
  const solutionNames = new Map<string, NameSet>();
  const solutionPaths = problem.solutions.map((solution) => {
    const taken = solutionNames.get(solution.expected) ?? new NameSet();
    solutionNames.set(solution.expected, taken);
    return `submissions/${solution.expected}/${taken.claim(solution.name)}`;
  });
  problem.solutions.forEach((solution, index) => {
    zip.addText(`${root}${solutionPaths[index] ?? ''}`, solution.code);
  });
  const manifest = toManifest(
    problem,
    [
      'displayId',
      'title',
      'statements',
      'examples',
      'type',
      'limits',
      'judge',
      'checker',
      'program',
      'flags',
      'tags',
      'languages',
      'codeTemplates',
      'credits',
      'fileIo',
      'extraFiles',
      'cases',
      'subtasks',
      'images',
      'solutions',
    ],
    {
      caseInput: (index) => paths[index]?.input ?? '',
      caseOutput: (index) => (problem.cases[index]?.output ? (paths[index]?.output ?? null) : null),
      image: (index) => `problem_statement/${problem.images[index]?.name ?? ''}`,
      solution: (index) => solutionPaths[index] ?? '',
    },
  );
  zip.addText(`${root}${ICPC_MANIFEST}`, YAML.stringify(manifest));
}

/** Writes `problems` as an ICPC package zip to `out` (streaming): at the root for one problem, a folder each for several. */
export async function writeIcpcPackage(problems: readonly ProblemModel[], out: Writable): Promise<void> {
  const zip = new ZipWriter();
  const names = new NameSet();
  problems.forEach((problem, index) => {
    writeOne(zip, problem, problems.length === 1 ? '' : `${shortNameOf(problem, index, names)}/`);
  });
  await zip.finish(out);
}
