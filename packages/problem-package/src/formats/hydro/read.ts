/**
 * Hydro's problem export: per problem a folder with `problem.yaml` (`title`, `tag`, `pid`...), the statement
 * as `problem.md` or one `problem_<lang>.md` per language (samples inside as ```input1 / ```output1 blocks),
 * `testdata/` with `config.yaml` and the files, and `additional_file/` (images the statement links as
 * `file://name`).
 */
import { JudgeMode, ProblemPackageMessage as M } from '@oj/contracts';
import type { PackageFiles } from '../../archive/zip-reader.ts';
import { NameSet, baseName, dirName, naturalCompare } from '../../cases.ts';
import { newProblem } from '../../defaults.ts';
import { refuse } from '../../errors.ts';
import { isImageName } from '../../images.ts';
import { hydroLanguage, languageOfFile } from '../../languages.ts';
import type { CheckerProtocol, Example, JudgeProgram, ProblemModel, Statement } from '../../model.ts';
import { isObject, number, objectOf, optionalText, text, textList } from '../../text/fields.ts';
import type { Fields } from '../../text/fields.ts';
import { parseYaml } from '../../text/parse.ts';
import { notePerCaseLimits, requireCases } from '../common.ts';
import type { ReadContext } from '../context.ts';
import { applyHydroCases, parseHydroMemory, parseHydroTime } from './config.ts';

/** Folders (with their slash) holding a `problem.yaml` and a `testdata/` folder or a `problem*.md`, but no ICPC `data/`. */
export function hydroProblemRoots(files: PackageFiles): string[] {
  const names = files.names();
  return names
    .filter((name) => baseName(name) === 'problem.yaml')
    .map((name) => dirName(name))
    .filter((root) => !names.some((name) => name.startsWith(`${root}data/`)))
    .filter((root) => names.some((name) => name.startsWith(`${root}testdata/`) || /^problem(_[A-Za-z_-]+)?\.md$/.test(name.slice(root.length))))
    .sort(naturalCompare);
}

const SAMPLE_BLOCK = /```(input|output)(\d+)[^\n]*\n([\s\S]*?)```[ \t]*\n?/g;

/** The statement without its sample blocks, and the samples in order. */
export function splitSamples(markdown: string): { text: string; examples: Example[] } {
  const found = new Map<number, Example>();
  const text = markdown.replace(SAMPLE_BLOCK, (_all, side: string, index: string, body: string) => {
    const example = found.get(Number(index)) ?? { input: '', output: '' };
    example[side === 'input' ? 'input' : 'output'] = body;
    found.set(Number(index), example);
    return '';
  });
  return { text: text.replace(/\n{3,}/g, '\n\n').trim(), examples: [...found.entries()].sort(([a], [b]) => a - b).map(([, example]) => example) };
}

const PROTOCOLS: Readonly<Record<string, CheckerProtocol>> = {
  testlib: 'testlib',
  hustoj: 'hustoj',
  qduoj: 'qduoj',
  lemon: 'lemon',
  syzoj: 'syzoj',
  kattis: 'kattis',
};

/** A checker or interactor named by the config (a file name, or `{file, lang}`), read from testdata/. */
async function programOf(value: unknown, field: string, protocol: CheckerProtocol, testdata: string, file: string, files: PackageFiles): Promise<JudgeProgram> {
  const spec = isObject(value) ? value : { file: value };
  const name = text(spec, 'file', file);
  if (name === '') return refuse(M.invalidField(file, field, 'must name a file of testdata/'));
  const path = `${testdata}${name}`;
  if (!files.has(path)) refuse(M.missingFile(path));
  const code = await files.readText(path);
  const named = optionalText(spec, 'lang', file);
  const language = (named === null ? null : hydroLanguage(named)) ?? languageOfFile(name, code) ?? named ?? name;
  return { language, code, fileName: baseName(name), protocol, validatorFlags: [] };
}

async function statementsOf(root: string, title: string, files: PackageFiles): Promise<{ statements: Statement[]; examples: Example[] }> {
  const found = files
    .names()
    .filter((name) => name.startsWith(root) && /^problem(_[A-Za-z_-]+)?\.md$/.test(name.slice(root.length)))
    .sort((a, b) => (a.endsWith('problem.md') ? -1 : b.endsWith('problem.md') ? 1 : naturalCompare(a, b)));
  const statements: Statement[] = [];
  let examples: Example[] = [];
  for (const name of found) {
    const language = /problem_([A-Za-z_-]+)\.md$/.exec(name)?.[1]?.replace('_', '-') ?? 'und';
    const split = splitSamples(await files.readText(name));
    if (examples.length === 0) examples = split.examples;
    statements.push({ language, format: 'markdown', title, description: split.text, input: '', output: '', hint: '' });
  }
  return {
    statements: statements.length > 0 ? statements : [{ language: 'und', format: 'markdown', title, description: '', input: '', output: '', hint: '' }],
    examples,
  };
}

async function extraFiles(config: Fields, key: string, testdata: string, file: string, files: PackageFiles): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of textList(config, key, file)) {
    const path = `${testdata}${name}`;
    if (!files.has(path)) refuse(M.missingFile(path));
    result[baseName(name)] = await files.readText(path);
  }
  return result;
}

async function readOne(root: string, context: ReadContext): Promise<ProblemModel> {
  const { files } = context;
  const file = `${root}problem.yaml`;
  const meta = objectOf(parseYaml(await files.readText(file), file), file, 'the file');
  const problem = newProblem(text(meta, 'title', file));
  const notes = problem.notes;
  problem.displayId = optionalText(meta, 'pid', file);
  problem.tags = textList(meta, 'tag', file);
  problem.difficulty = meta.difficulty === undefined || meta.difficulty === null ? null : number(meta, 'difficulty', file, 0);
  ({ statements: problem.statements, examples: problem.examples } = await statementsOf(root, problem.title, files));
  const testdata = `${root}testdata/`;
  const configName = `${testdata}config.yaml`;
  const config = files.has(configName) ? objectOf(parseYaml(await files.readText(configName), configName), configName, 'the file') : {};
  const type = text(config, 'type', configName, 'default');
  if (type !== 'default' && type !== 'interactive') refuse(M.unsupportedType(problem.displayId ?? root, type));
  problem.timeLimitMs = parseHydroTime(config.time, configName, 'time') ?? problem.timeLimitMs;
  problem.memoryLimitMb = parseHydroMemory(config.memory, configName, 'memory') ?? problem.memoryLimitMb;
  if (type === 'interactive') {
    problem.judgeMode = JudgeMode.Interactive;
    problem.program = await programOf(config.interactor, 'interactor', 'testlib', testdata, configName, files);
  } else {
    const checkerType = text(config, 'checker_type', configName, 'default');
    if (checkerType === 'strict') problem.removeEndBlank = false;
    else if (checkerType !== 'default') {
      const protocol = PROTOCOLS[checkerType];
      if (protocol === undefined) refuse(M.invalidField(configName, 'checker_type', `${checkerType} is not a checker type this site knows`));
      problem.judgeMode = JudgeMode.Special;
      problem.program = await programOf(config.checker, 'checker', protocol, testdata, configName, files);
    }
  }
  const filename = optionalText(config, 'filename', configName);
  if (filename !== null) problem.fileIo = { input: `${filename}.in`, output: `${filename}.out` };
  problem.languages = textList(config, 'langs', configName).flatMap((id) => {
    const language = hydroLanguage(id);
    if (language === null) notes.push(M.noteLanguageUnknown(id, 'the language list'));
    return language === null || problem.languages.includes(language) ? [] : [language];
  });
  problem.userExtraFiles = await extraFiles(config, 'user_extra_files', testdata, configName, files);
  problem.judgeExtraFiles = await extraFiles(config, 'judge_extra_files', testdata, configName, files);
  if (config.time_limit_rate !== undefined || config.memory_limit_rate !== undefined) notes.push(M.noteIgnored('time_limit_rate / memory_limit_rate'));
  applyHydroCases(problem, config, configName, files, testdata, problem.judgeMode === JudgeMode.Interactive);
  notePerCaseLimits(problem);
  const images = new NameSet();
  for (const name of files.names().filter((item) => item.startsWith(`${root}additional_file/`))) {
    if (!isImageName(name)) {
      notes.push(M.noteIgnored(`additional_file/${baseName(name)}`));
      continue;
    }
    problem.images.push({ name: images.claim(baseName(name)), link: `file://${name.slice(`${root}additional_file/`.length)}`, file: files.ref(name) });
  }
  requireCases(problem, problem.displayId ?? root);
  return problem;
}

/** Every problem of a Hydro export. */
export async function readHydro(context: ReadContext): Promise<ProblemModel[]> {
  const problems: ProblemModel[] = [];
  for (const root of hydroProblemRoots(context.files)) problems.push(await readOne(root, context));
  return problems;
}
