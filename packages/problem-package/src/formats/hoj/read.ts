/**
 * HOJ's problem export: per problem a `problem_<id>.json` at the root and a folder of the same name with the
 * test files (`1.in`, `1.out`... and HOJ's `info`). The JSON is HOJ's `ImportProblemVO`: `problem` (the
 * problem row), `languages`, `samples` (the cases: `input`, `output`, `score`, `groupNum`), `tags`,
 * `codeTemplates`, `judgeMode`, `userExtraFile`, `judgeExtraFile`. Files written by this site's HOJ writer
 * also carry `ojExtension` (see manifest.ts).
 */
import { JudgeMode, ProblemPackageMessage as M, ProblemType, parseExamples } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';
import type { PackageFiles } from '../../archive/zip-reader.ts';
import { NameSet, baseName, evenScores, naturalCompare, pairByName, stem } from '../../cases.ts';
import { newProblem } from '../../defaults.ts';
import { refuse } from '../../errors.ts';
import { extensionOf, siteLanguage } from '../../languages.ts';
import { applyManifest } from '../../manifest.ts';
import type { JudgeProgram, ProblemModel, TestCase } from '../../model.ts';
import { bool, integer, isObject, list, number, objectOf, optionalText, text, textList, textMap } from '../../text/fields.ts';
import type { Fields } from '../../text/fields.ts';
import { parseJson } from '../../text/parse.ts';
import { judgeCaseModeOf, judgeModeOf, requireCases, siteLanguages, subtasksOfGroups } from '../common.ts';
import type { ReadContext } from '../context.ts';

/** The root-level JSON files that have a folder of the same name: HOJ's problems, in natural order. */
export function hojProblemKeys(files: PackageFiles): string[] {
  const names = files.names();
  const folders = new Set(names.filter((name) => name.includes('/')).map((name) => name.slice(0, name.indexOf('/'))));
  return names
    .filter((name) => !name.includes('/') && name.toLowerCase().endsWith('.json') && folders.has(stem(name)))
    .map((name) => stem(name))
    .sort(naturalCompare);
}

/** An extra-files map, as HOJ gives it: an object, or the JSON text of one (the problem row's column). */
function extraFiles(json: Fields, problem: Fields, key: string, file: string): Record<string, string> {
  if (isObject(json[key])) return textMap(json, key, file);
  const column = optionalText(problem, key, file);
  if (column === null) return {};
  return textMap({ [key]: parseJson(column, `${file} problem.${key}`) }, key, file);
}

function programOf(problem: Fields, judgeMode: string, file: string, notes: ServerMessage[]): JudgeProgram | null {
  if (judgeMode === JudgeMode.Default) return null;
  const code = text(problem, 'spjCode', file);
  const named = text(problem, 'spjLanguage', file);
  if (code === '' || named === '') refuse(M.invalidField(file, 'problem.spjCode', `and problem.spjLanguage are required in judge mode ${judgeMode}`));
  const language = siteLanguage(named);
  if (language === null) notes.push(M.noteLanguageUnknown(named, judgeMode === JudgeMode.Interactive ? 'the interactor' : 'the special judge'));
  const resolved = language ?? named;
  return {
    language: resolved,
    code,
    fileName: `${judgeMode === JudgeMode.Interactive ? 'interactor' : 'spj'}.${extensionOf(resolved)}`,
    protocol: 'testlib',
    validatorFlags: [],
  };
}

/** The case list: the JSON's `samples`, else HOJ's `info` file, else the folder's files paired by name. */
async function caseEntries(json: Fields, key: string, file: string, files: PackageFiles, answersOptional: boolean): Promise<Fields[]> {
  const listed = list(json, 'samples', file);
  if (listed.length > 0) {
    return listed.map((item, index) => {
      if (!isObject(item)) return refuse(M.invalidField(file, `samples[${index}]`, 'must be a map of keys and values'));
      return item;
    });
  }
  const infoName = `${key}/info`;
  if (files.has(infoName)) {
    const info = objectOf(parseJson(await files.readText(infoName), infoName), infoName, 'info');
    return list(info, 'testCases', infoName).map((item) => {
      const fields = objectOf(item, infoName, 'testCases');
      return { input: fields.inputName, output: fields.outputName, score: fields.score, groupNum: fields.groupNum };
    });
  }
  const direct = files.names().filter((name) => name.startsWith(`${key}/`) && !name.slice(key.length + 1).includes('/'));
  return pairByName(direct, answersOptional).map((pair) => ({ input: baseName(pair.input), output: pair.output === null ? null : baseName(pair.output) }));
}

async function casesOf(json: Fields, key: string, file: string, files: PackageFiles, problem: ProblemModel): Promise<TestCase[]> {
  const answersOptional = problem.judgeMode !== JudgeMode.Default;
  const entries = await caseEntries(json, key, file, files, answersOptional);
  const names = new NameSet();
  const cases = entries.map((entry): TestCase => {
    const inputName = text(entry, 'input', file);
    const outputName = text(entry, 'output', file, `${stem(inputName)}.out`);
    const inputPath = `${key}/${inputName}`;
    const outputPath = `${key}/${outputName}`;
    if (!files.has(inputPath)) refuse(M.missingFile(inputPath));
    if (!files.has(outputPath) && !answersOptional) refuse(M.missingAnswer(inputPath, outputPath));
    const groupNum = entry.groupNum === undefined || entry.groupNum === null ? null : integer(entry, 'groupNum', file, 1, 1);
    return {
      inputName: names.claim(baseName(inputName)),
      outputName: names.claim(baseName(outputName)),
      input: files.ref(inputPath),
      output: files.has(outputPath) ? files.ref(outputPath) : null,
      score: integer(entry, 'score', file, 0),
      groupNum,
      timeLimitMs: null,
      memoryLimitMb: null,
      sample: false,
    };
  });
  if (problem.type === ProblemType.Oi && cases.length > 0 && cases.every((item) => item.score === 0)) {
    const scores = evenScores(cases.length);
    cases.forEach((item, index) => (item.score = scores[index] ?? 0));
  }
  return cases;
}

async function readOne(key: string, context: ReadContext): Promise<ProblemModel> {
  const { files } = context;
  const file = `${key}.json`;
  const json = objectOf(parseJson(await files.readText(file), file), file, 'the file');
  const row = objectOf(json.problem, file, 'problem');
  const problem = newProblem(text(row, 'title', file));
  const notes = problem.notes;
  problem.displayId = optionalText(row, 'problemId', file);
  problem.statements = [
    {
      language: 'und',
      format: 'markdown',
      title: problem.title,
      description: text(row, 'description', file),
      input: text(row, 'input', file),
      output: text(row, 'output', file),
      hint: text(row, 'hint', file),
    },
  ];
  problem.examples = parseExamples(optionalText(row, 'examples', file));
  problem.type = integer(row, 'type', file, 0) === 1 ? ProblemType.Oi : ProblemType.Acm;
  problem.timeLimitMs = integer(row, 'timeLimit', file, problem.timeLimitMs, 1);
  problem.memoryLimitMb = integer(row, 'memoryLimit', file, problem.memoryLimitMb, 1);
  problem.stackLimitMb = row.stackLimit === undefined || row.stackLimit === null ? null : integer(row, 'stackLimit', file, 128, 1);
  const legacyMode = bool(json, 'isSpj', file, false) ? JudgeMode.Special : JudgeMode.Default;
  problem.judgeMode = judgeModeOf(text(json, 'judgeMode', file) || text(row, 'judgeMode', file), legacyMode);
  problem.judgeCaseMode = judgeCaseModeOf(text(row, 'judgeCaseMode', file));
  problem.program = programOf(row, problem.judgeMode, file, notes);
  problem.removeEndBlank = bool(row, 'isRemoveEndBlank', file, true);
  problem.openCaseResult = bool(row, 'openCaseResult', file, true);
  problem.codeShare = bool(row, 'codeShare', file, true);
  problem.tags = textList(json, 'tags', file);
  problem.languages = siteLanguages(textList(json, 'languages', file), 'the language list', notes);
  problem.codeTemplates = list(json, 'codeTemplates', file).flatMap((item) => {
    const fields = objectOf(item, file, 'codeTemplates');
    const language = siteLanguage(text(fields, 'language', file));
    if (language === null) notes.push(M.noteLanguageUnknown(text(fields, 'language', file), 'a code template'));
    return language === null ? [] : [{ language, code: text(fields, 'code', file) }];
  });
  problem.author = optionalText(row, 'author', file);
  problem.source = optionalText(row, 'source', file);
  problem.difficulty = row.difficulty === undefined || row.difficulty === null ? null : number(row, 'difficulty', file, 0);
  if (bool(row, 'isFileIO', file, false)) problem.fileIo = { input: text(row, 'ioReadFileName', file), output: text(row, 'ioWriteFileName', file) };
  problem.userExtraFiles = extraFiles(json, row, 'userExtraFile', file);
  problem.judgeExtraFiles = extraFiles(json, row, 'judgeExtraFile', file);
  problem.cases = await casesOf(json, key, file, files, problem);
  problem.subtasks = subtasksOfGroups(problem.cases, problem.judgeCaseMode);
  const extended = json.ojExtension === undefined ? problem : await applyManifest(problem, json.ojExtension, `${file} ojExtension`, files, '');
  requireCases(extended, problem.displayId ?? key);
  return extended;
}

/** Every problem of an HOJ export. */
export async function readHoj(context: ReadContext): Promise<ProblemModel[]> {
  const problems: ProblemModel[] = [];
  for (const key of hojProblemKeys(context.files)) problems.push(await readOne(key, context));
  return problems;
}
