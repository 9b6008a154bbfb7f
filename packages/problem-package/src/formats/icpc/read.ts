/**
 * The ICPC problem package (Kattis format, legacy and 2023-07): `problem.yaml` (`name`, `type` or
 * `validation`, `validator_flags` (a default validator's become the built-in checker, a custom one's its
 * arguments), `limits`, `keywords`, `source`, `author`/`credits`), statements in
 * `problem_statement/` or `statement/` (`problem.<lang>.md`; `.tex` kept as LaTeX source), `data/` (see
 * data.ts), `output_validators/` or `output_validator/` (a custom checker or interactor speaking the Kattis
 * protocol), and `submissions/<verdict>/`. Files written by this site's ICPC writer also carry
 * `oj-problem.yaml` (see manifest.ts).
 */
import { JudgeMode, ProblemPackageMessage as M } from '@oj/contracts';
import type { PackageFiles } from '../../archive/zip-reader.ts';
import { NameSet, baseName, dirName, naturalCompare } from '../../cases.ts';
import { DEFAULT_TIME_LIMIT_MS, newProblem } from '../../defaults.ts';
import { refuse } from '../../errors.ts';
import { isImageName } from '../../images.ts';
import { languageOfFile } from '../../languages.ts';
import { applyManifest } from '../../manifest.ts';
import type { ExpectedVerdict, JudgeProgram, ProblemModel, ReferenceSolution, Statement } from '../../model.ts';
import { isObject, number, objectOf, text } from '../../text/fields.ts';
import type { Fields } from '../../text/fields.ts';
import { parseYaml } from '../../text/parse.ts';
import type { ReadContext } from '../context.ts';
import { checkerOfFlags } from '../../kattis-flags.ts';
import { requireCases } from '../common.ts';
import { readIcpcData } from './data.ts';

/** The name of this site's manifest in an ICPC package. */
export const ICPC_MANIFEST = 'oj-problem.yaml';

/** Folders (with their slash) holding a `problem.yaml` and a `data/` folder. */
export function icpcProblemRoots(files: PackageFiles): string[] {
  const names = files.names();
  return names
    .filter((name) => baseName(name) === 'problem.yaml')
    .map((name) => dirName(name))
    .filter((root) => names.some((name) => name.startsWith(`${root}data/`)))
    .sort(naturalCompare);
}

const SOURCE = /\.(c|cc|cpp|cxx|c\+\+|java|py|go|cs|js|php|rb|rs|kt|pas|hs|ml|scala)$/i;
const VERDICT_FOLDERS: Readonly<Record<string, ExpectedVerdict>> = {
  accepted: 'accepted',
  wrong_answer: 'wrong_answer',
  time_limit_exceeded: 'time_limit_exceeded',
  run_time_error: 'run_time_error',
};

/** A name string or a language → name map: the names by language. */
function namesOf(meta: Fields, file: string): Map<string, string> {
  if (isObject(meta.name))
    return new Map(Object.entries(meta.name).map(([language, name]): [string, string] => [language, typeof name === 'string' ? name : JSON.stringify(name)]));
  const name = text(meta, 'name', file);
  return name === '' ? new Map<string, string>() : new Map([['en', name]]);
}

/** `source` as a string, a `{name, url}` map or a list of them: the names joined. */
function sourceOf(meta: Fields, file: string): string | null {
  const entries = Array.isArray(meta.source) ? meta.source : meta.source === undefined || meta.source === null ? [] : [meta.source];
  const names = entries.map((entry) => (isObject(entry) ? text(entry, 'name', file) : typeof entry === 'string' ? entry : String(entry)));
  const joined = names.filter((name) => name !== '').join('; ');
  return joined === '' ? null : joined;
}

function authorOf(meta: Fields, file: string): string | null {
  if (meta.author !== undefined) return text(meta, 'author', file) || null;
  if (typeof meta.credits === 'string') return meta.credits;
  const authors = isObject(meta.credits) ? meta.credits.authors : undefined;
  if (typeof authors === 'string') return authors;
  if (Array.isArray(authors)) return authors.map(String).join(', ');
  return null;
}

async function statementsOf(root: string, names: Map<string, string>, fallbackTitle: string, problem: ProblemModel, files: PackageFiles): Promise<void> {
  const folders = [`${root}problem_statement/`, `${root}statement/`];
  const statements: Statement[] = [];
  const images = new NameSet();
  for (const name of files
    .names()
    .filter((item) => folders.some((folder) => item.startsWith(folder)))
    .sort(naturalCompare)) {
    const folder = folders.find((item) => name.startsWith(item)) ?? '';
    const relative = name.slice(folder.length);
    const match = /^problem(?:\.([A-Za-z]{2,3}(?:-[A-Za-z]{2})?))?\.(md|tex|pdf)$/.exec(relative);
    if (match) {
      const [, language = 'en', kind] = match;
      if (kind === 'pdf') {
        problem.notes.push(M.noteIgnored(relative));
        continue;
      }
      if (kind === 'tex') problem.notes.push(M.noteLatexStatement(relative));
      const title = names.get(language) ?? names.values().next().value ?? fallbackTitle;
      statements.push({
        language,
        format: kind === 'tex' ? 'latex' : 'markdown',
        title,
        description: await files.readText(name),
        input: '',
        output: '',
        hint: '',
      });
    } else if (isImageName(relative)) {
      problem.images.push({ name: images.claim(baseName(relative)), link: relative, file: files.ref(name) });
    }
  }
  if (statements.length > 0) problem.statements = statements;
}

/**
 * The main source of a validator program (a single file, or the file with `main` among a folder's), and the
 * rest as extra files; `validatorFlags` are the arguments Kattis gives it after feedback_dir.
 */
async function programOf(root: string, files: PackageFiles, problem: ProblemModel, validatorFlags: string[]): Promise<JudgeProgram> {
  const folder = [`${root}output_validators/`, `${root}output_validator/`].find((item) => files.names().some((name) => name.startsWith(item)));
  if (folder === undefined) return refuse(M.missingFile(`${root}output_validators/`));
  const all = files.names().filter((name) => name.startsWith(folder));
  const first = all.sort(naturalCompare)[0] ?? '';
  const rest = first.slice(folder.length);
  const program = rest.includes('/') ? `${folder}${rest.slice(0, rest.indexOf('/') + 1)}` : first;
  const members = program.endsWith('/') ? all.filter((name) => name.startsWith(program)) : [program];
  let main: { name: string; code: string } | null = null;
  for (const name of members) {
    const base = baseName(name);
    if (base === 'build' || base === 'run') {
      problem.notes.push(M.noteIgnored(`${name.slice(root.length)} (build/run scripts)`));
      continue;
    }
    const code = await files.readText(name);
    if (main === null && SOURCE.test(base) && /\bmain\s*\(|__main__|^#!/m.test(code)) main = { name, code };
    else problem.judgeExtraFiles[base] = code;
  }
  if (main === null) return refuse(M.missingFile(`${program} (a validator source with main)`));
  const language = languageOfFile(main.name, main.code);
  if (language === null) problem.notes.push(M.noteLanguageUnknown(baseName(main.name), 'the output validator'));
  return { language: language ?? baseName(main.name), code: main.code, fileName: baseName(main.name), protocol: 'kattis', validatorFlags };
}

async function solutionsOf(root: string, files: PackageFiles, problem: ProblemModel): Promise<ReferenceSolution[]> {
  const folder = `${root}submissions/`;
  const programs = new Map<string, string[]>();
  for (const name of files.names().filter((item) => item.startsWith(folder))) {
    const parts = name.slice(folder.length).split('/');
    if (parts.length < 2) continue;
    const key = parts.slice(0, 2).join('/');
    programs.set(key, [...(programs.get(key) ?? []), name]);
  }
  const solutions: ReferenceSolution[] = [];
  for (const [key, members] of [...programs].sort(([a], [b]) => naturalCompare(a, b))) {
    const [category = ''] = key.split('/');
    const expected = VERDICT_FOLDERS[category];
    const sources = members.filter((member) => SOURCE.test(member));
    if (expected === undefined || sources.length !== 1) {
      problem.notes.push(M.noteIgnored(`submissions/${key}`));
      continue;
    }
    const path = sources[0] ?? '';
    const code = await files.readText(path);
    const language = languageOfFile(path, code);
    if (language === null) {
      problem.notes.push(M.noteLanguageUnknown(baseName(path), `submissions/${key}`));
      continue;
    }
    solutions.push({ name: baseName(path), language, code, expected });
  }
  return solutions;
}

async function timeLimitOf(meta: Fields, root: string, file: string, files: PackageFiles, problem: ProblemModel): Promise<number> {
  const limits = objectOf(meta.limits, file, 'limits');
  if (limits.time_limit !== undefined) return Math.max(1, Math.round(number(limits, 'time_limit', file, 1) * 1000));
  const timelimit = `${root}.timelimit`;
  if (files.has(timelimit)) {
    const seconds = Number((await files.readText(timelimit)).trim());
    if (!Number.isFinite(seconds) || seconds <= 0) refuse(M.invalidField(timelimit, 'the time limit', 'must be a number of seconds'));
    return Math.round(seconds * 1000);
  }
  problem.notes.push(M.noteTimeLimitDefault(DEFAULT_TIME_LIMIT_MS));
  return DEFAULT_TIME_LIMIT_MS;
}

async function readOne(root: string, context: ReadContext): Promise<ProblemModel> {
  const { files } = context;
  const file = `${root}problem.yaml`;
  const meta = objectOf(parseYaml(await files.readText(file), file), file, 'the file');
  const folderName = root === '' ? stemOfLabel(files.label) : baseName(root.slice(0, -1));
  const names = namesOf(meta, file);
  const problem = newProblem(names.get('en') ?? names.values().next().value ?? folderName);
  problem.displayId = folderName;
  const types = Array.isArray(meta.type) ? meta.type.map(String) : text(meta, 'type', file, 'pass-fail').split(/\s+/);
  const validation = text(meta, 'validation', file, 'default').split(/\s+/);
  const interactive = types.includes('interactive') || validation.includes('interactive');
  const custom = interactive || validation[0] === 'custom';
  const scoring = types.includes('scoring');
  if (types.includes('multi-pass') || types.includes('submit-answer')) refuse(M.unsupportedType(folderName, types.join(' ')));
  problem.timeLimitMs = await timeLimitOf(meta, root, file, files, problem);
  const limits = objectOf(meta.limits, file, 'limits');
  if (limits.memory !== undefined) problem.memoryLimitMb = Math.max(1, Math.round(number(limits, 'memory', file, problem.memoryLimitMb)));
  problem.tags = Array.isArray(meta.keywords)
    ? meta.keywords.map(String)
    : text(meta, 'keywords', file)
        .split(/\s+/)
        .filter((word) => word !== '');
  problem.source = sourceOf(meta, file);
  problem.author = authorOf(meta, file);
  await statementsOf(root, names, problem.title, problem, files);
  const flags = text(meta, 'validator_flags', file)
    .split(/\s+/)
    .filter((flag) => flag !== '');
  if (custom) {
    problem.judgeMode = interactive ? JudgeMode.Interactive : JudgeMode.Special;
    problem.program = await programOf(root, files, problem, flags);
  } else {
    const mapping = checkerOfFlags(flags, file);
    problem.checker = mapping.checker;
    for (const detail of mapping.approximations) problem.notes.push(M.noteCheckerApproximated(detail));
  }
  // Legacy `custom score`: the validator writes each accepted case's points (score.txt).
  const validatorScores = custom && validation.includes('score');
  await readIcpcData(problem, root, files, { scoring, answersOptional: interactive, validatorScores });
  problem.solutions = await solutionsOf(root, files, problem);
  for (const folder of ['include/', 'attachments/'])
    if (files.names().some((name) => name.startsWith(`${root}${folder}`))) problem.notes.push(M.noteIgnored(folder));
  const manifest = `${root}${ICPC_MANIFEST}`;
  const extended = files.has(manifest) ? await applyManifest(problem, parseYaml(await files.readText(manifest), manifest), manifest, files, root) : problem;
  requireCases(extended, folderName);
  return extended;
}

function stemOfLabel(label: string): string {
  return baseName(label).replace(/\.(zip|kpp)$/i, '') || 'problem';
}

/** Every problem of an ICPC package (one at the root, or one per folder of a contest archive). */
export async function readIcpc(context: ReadContext): Promise<ProblemModel[]> {
  const problems: ProblemModel[] = [];
  for (const root of icpcProblemRoots(context.files)) problems.push(await readOne(root, context));
  return problems;
}
