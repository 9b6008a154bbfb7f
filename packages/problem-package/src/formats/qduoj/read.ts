/**
 * QDUOJ's problem export: per problem a folder `<n>/` with `problem.json` (its ExportProblemSerializer:
 * `display_id`, `title`, `description`/`input_description`/`output_description`/`hint` as `{format, value}`,
 * `time_limit` ms, `memory_limit` MB, `samples`, `test_case_score`, `template`, `spj` `{language, code}`,
 * `rule_type` ACM/OI, `source`, `tags`, `answers`) and `<n>/testcase/` with the files (and its `info`, when
 * present). A special judge's cases have inputs only.
 */
import { JudgeMode, ProblemPackageMessage as M, ProblemType } from '@oj/contracts';
import type { PackageFiles } from '../../archive/zip-reader.ts';
import { NameSet, baseName, dirName, naturalCompare, pairByName, stem } from '../../cases.ts';
import { newProblem } from '../../defaults.ts';
import { refuse } from '../../errors.ts';
import { extensionOf, siteLanguage } from '../../languages.ts';
import type { ProblemModel, Statement, TestCase } from '../../model.ts';
import { integer, isObject, list, objectOf, optionalText, text, textList } from '../../text/fields.ts';
import type { Fields } from '../../text/fields.ts';
import { parseJson } from '../../text/parse.ts';
import { requireCases } from '../common.ts';
import type { ReadContext } from '../context.ts';

/** The folders (with their trailing slash) holding a `problem.json` and a `testcase/` folder, in natural order. */
export function qduojProblemRoots(files: PackageFiles): string[] {
  const names = files.names();
  return names
    .filter((name) => baseName(name) === 'problem.json')
    .map((name) => dirName(name))
    .filter((root) => root !== '' && names.some((name) => name.startsWith(`${root}testcase/`)))
    .sort(naturalCompare);
}

/** A `{format, value}` text (or a plain string), with its format. */
function formatted(json: Fields, key: string, file: string): { value: string; format: Statement['format'] } {
  const raw = json[key];
  if (typeof raw === 'string' || raw === undefined || raw === null) return { value: text(json, key, file), format: 'html' };
  const fields = objectOf(raw, file, key);
  return { value: text(fields, 'value', file), format: text(fields, 'format', file, 'html') === 'markdown' ? 'markdown' : 'html' };
}

async function caseEntries(
  json: Fields,
  root: string,
  file: string,
  files: PackageFiles,
  spj: boolean,
): Promise<{ input: string; output: string | null; score: number }[]> {
  const scored = list(json, 'test_case_score', file);
  if (scored.length > 0) {
    return scored.map((item) => {
      const fields = objectOf(item, file, 'test_case_score');
      return { input: text(fields, 'input_name', file), output: optionalText(fields, 'output_name', file), score: integer(fields, 'score', file, 0) };
    });
  }
  const infoName = `${root}testcase/info`;
  if (files.has(infoName)) {
    const info = objectOf(objectOf(parseJson(await files.readText(infoName), infoName), infoName, 'info').test_cases, infoName, 'test_cases');
    return Object.entries(info)
      .sort(([a], [b]) => naturalCompare(a, b))
      .map(([, value]) => {
        const fields = objectOf(value, infoName, 'test_cases');
        return { input: text(fields, 'input_name', infoName), output: optionalText(fields, 'output_name', infoName), score: 0 };
      });
  }
  const direct = files.names().filter((name) => name.startsWith(`${root}testcase/`));
  return pairByName(direct, spj).map((pair) => ({ input: baseName(pair.input), output: pair.output === null ? null : baseName(pair.output), score: 0 }));
}

async function readOne(root: string, context: ReadContext): Promise<ProblemModel> {
  const { files } = context;
  const file = `${root}problem.json`;
  const json = objectOf(parseJson(await files.readText(file), file), file, 'the file');
  const problem = newProblem(text(json, 'title', file));
  const notes = problem.notes;
  problem.displayId = optionalText(json, 'display_id', file);
  const description = formatted(json, 'description', file);
  problem.statements = [
    {
      language: 'und',
      format: description.format,
      title: problem.title,
      description: description.value,
      input: formatted(json, 'input_description', file).value,
      output: formatted(json, 'output_description', file).value,
      hint: formatted(json, 'hint', file).value,
    },
  ];
  problem.examples = list(json, 'samples', file).map((item) => {
    const fields = objectOf(item, file, 'samples');
    return { input: text(fields, 'input', file), output: text(fields, 'output', file) };
  });
  problem.type = text(json, 'rule_type', file, 'ACM').toUpperCase() === 'OI' ? ProblemType.Oi : ProblemType.Acm;
  problem.timeLimitMs = integer(json, 'time_limit', file, problem.timeLimitMs, 1);
  problem.memoryLimitMb = integer(json, 'memory_limit', file, problem.memoryLimitMb, 1);
  problem.source = optionalText(json, 'source', file);
  problem.tags = textList(json, 'tags', file);
  const difficulty = ['low', 'mid', 'high'].indexOf(text(json, 'difficulty', file).toLowerCase());
  problem.difficulty = difficulty < 0 ? null : difficulty;
  if (isObject(json.spj)) {
    const named = text(json.spj, 'language', file);
    const language = siteLanguage(named);
    if (language === null) notes.push(M.noteLanguageUnknown(named, 'the special judge'));
    problem.judgeMode = JudgeMode.Special;
    problem.program = {
      language: language ?? named,
      code: text(json.spj, 'code', file),
      fileName: `spj.${extensionOf(language ?? named)}`,
      protocol: 'qduoj',
      validatorFlags: [],
    };
  }
  const templates = objectOf(json.template, file, 'template');
  for (const [named, value] of Object.entries(templates)) {
    const language = siteLanguage(named);
    if (language === null) {
      notes.push(M.noteLanguageUnknown(named, 'a code template'));
      continue;
    }
    const fields = typeof value === 'string' ? { template: value } : objectOf(value, file, `template.${named}`);
    if (text(fields, 'prepend', file) !== '' || text(fields, 'append', file) !== '') notes.push(M.noteIgnored(`template.${named} prepend/append`));
    problem.codeTemplates.push({ language, code: text(fields, 'template', file) });
  }
  problem.solutions = list(json, 'answers', file).flatMap((item, index) => {
    const fields = objectOf(item, file, 'answers');
    const language = siteLanguage(text(fields, 'language', file));
    if (language === null) {
      notes.push(M.noteLanguageUnknown(text(fields, 'language', file), 'a reference solution'));
      return [];
    }
    return [{ name: `answer-${index + 1}.${extensionOf(language)}`, language, code: text(fields, 'code', file), expected: 'accepted' as const }];
  });
  const spj = problem.judgeMode === JudgeMode.Special;
  const names = new NameSet();
  problem.cases = (await caseEntries(json, root, file, files, spj)).map((entry): TestCase => {
    const inputPath = `${root}testcase/${entry.input}`;
    const outputName = entry.output ?? `${stem(entry.input)}.out`;
    const outputPath = `${root}testcase/${outputName}`;
    if (!files.has(inputPath)) refuse(M.missingFile(inputPath));
    if (!files.has(outputPath) && !spj) refuse(M.missingAnswer(inputPath, outputPath));
    return {
      inputName: names.claim(entry.input),
      outputName: names.claim(outputName),
      input: files.ref(inputPath),
      output: files.has(outputPath) ? files.ref(outputPath) : null,
      score: problem.type === ProblemType.Oi ? entry.score : 0,
      groupNum: null,
      timeLimitMs: null,
      memoryLimitMb: null,
      sample: false,
    };
  });
  requireCases(problem, problem.displayId ?? root);
  return problem;
}

/** Every problem of a QDUOJ export. */
export async function readQduoj(context: ReadContext): Promise<ProblemModel[]> {
  const problems: ProblemModel[] = [];
  for (const root of qduojProblemRoots(context.files)) problems.push(await readOne(root, context));
  return problems;
}
