/**
 * The test data of an ICPC (Kattis) package: `data/sample/` and `data/secret/` with nested groups, each group
 * configured by `testdata.yaml` (legacy: `accept_score`, `grader_flags`) or `test_group.yaml` (2023-07:
 * `scoring: {score, aggregation}`). Pass-fail problems judge every case; scoring problems get one subtask per
 * direct subgroup of `secret` (deeper groups are flattened into it).
 */
import { JudgeCaseMode, ProblemPackageMessage as M, ProblemType } from '@oj/contracts';
import type { PackageFiles } from '../../archive/zip-reader.ts';
import { NameSet, baseName, evenScores, naturalCompare } from '../../cases.ts';
import { refuse } from '../../errors.ts';
import type { Example, ProblemModel, SubtaskAggregation, TestCase } from '../../model.ts';
import { isObject, number, objectOf, text } from '../../text/fields.ts';
import type { Fields } from '../../text/fields.ts';
import { parseYaml } from '../../text/parse.ts';

/** Samples larger than this are judged but not shown in the statement. */
const MAX_EXAMPLE_BYTES = 64 * 1024;

interface FoundCase {
  /** Path without `.in`. */
  base: string;
  /** The direct subgroup of secret it belongs to ('' for cases directly in secret or in sample). */
  group: string;
}

function casesUnder(files: PackageFiles, folder: string): FoundCase[] {
  return files
    .names()
    .filter((name) => name.startsWith(folder) && name.endsWith('.in'))
    .map((name) => name.slice(0, -3))
    .sort(naturalCompare)
    .map((base) => {
      const rest = base.slice(folder.length);
      return { base, group: rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : '' };
    });
}

async function groupConfig(files: PackageFiles, folder: string): Promise<Fields> {
  for (const name of ['test_group.yaml', 'testdata.yaml']) {
    const path = `${folder}${name}`;
    if (files.has(path)) return objectOf(parseYaml(await files.readText(path), path), path, 'the file');
  }
  return {};
}

interface GroupRule {
  score: number | null;
  aggregation: SubtaskAggregation;
}

/**
 * A group's score and aggregation from its config (2023-07 `scoring`, or legacy `accept_score` × cases with
 * `grader_flags`). A legacy group without `accept_score` has no score of its own (unscored groups share
 * 100), unless its validator writes the scores (`validatorScores`, legacy `custom score`): its score.txt
 * values are then points next to Kattis's default accept_score of 1, which the group keeps, so that the
 * validator's points and the cases' scores are counted alike (judge-core reads score.txt as the case's points).
 */
function groupRule(config: Fields, path: string, caseCount: number, validatorScores: boolean): GroupRule {
  if (isObject(config.scoring)) {
    const scoring = config.scoring;
    const aggregation = text(scoring, 'aggregation', path, 'pass-fail');
    const score = scoring.score === undefined || scoring.score === 'unbounded' ? null : number(scoring, 'score', path, 0);
    return { score, aggregation: aggregation === 'sum' ? 'sum' : 'min' };
  }
  const flags = text(config, 'grader_flags', path).split(/\s+/);
  const aggregation: SubtaskAggregation = flags.includes('min') ? 'min' : flags.includes('max') ? 'max' : 'sum';
  if (config.accept_score === undefined && !validatorScores) return { score: null, aggregation };
  const accept = number(config, 'accept_score', path, 1);
  return { score: aggregation === 'sum' ? accept * caseCount : accept, aggregation };
}

async function exampleOf(files: PackageFiles, base: string, problem: ProblemModel): Promise<Example | null> {
  const input = `${base}.in`;
  const answer = files.has(`${base}.ans.statement`) ? `${base}.ans.statement` : `${base}.ans`;
  if (!files.has(answer)) return null;
  if (files.ref(input).size > MAX_EXAMPLE_BYTES || files.ref(answer).size > MAX_EXAMPLE_BYTES) {
    problem.notes.push(M.noteSampleTooLarge(baseName(base)));
    return null;
  }
  return { input: await files.readText(input), output: await files.readText(answer) };
}

/** How the problem judges, as far as its data is concerned. */
export interface IcpcDataOptions {
  /** A scoring problem (subtasks and scores), not pass-fail. */
  scoring: boolean;
  /** Cases may lack answers (an interactive problem's). */
  answersOptional: boolean;
  /** Its custom validator writes the cases' scores (legacy `validation: custom score`). */
  validatorScores: boolean;
}

/** Fills cases, examples, subtasks, type and judge case mode of `problem` from `root`'s `data/`. */
export async function readIcpcData(problem: ProblemModel, root: string, files: PackageFiles, options: IcpcDataOptions): Promise<void> {
  const { scoring, answersOptional, validatorScores } = options;
  const names = new NameSet();
  const toCase = (found: FoundCase, sample: boolean): TestCase => {
    const answer = `${found.base}.ans`;
    if (!files.has(answer) && !answersOptional) refuse(M.missingAnswer(`${found.base}.in`, answer));
    const name = baseName(found.base);
    return {
      inputName: names.claim(`${name}.in`),
      outputName: names.claim(`${name}.ans`),
      input: files.ref(`${found.base}.in`),
      output: files.has(answer) ? files.ref(answer) : null,
      score: 0,
      groupNum: null,
      timeLimitMs: null,
      memoryLimitMb: null,
      sample,
    };
  };
  const samples = casesUnder(files, `${root}data/sample/`);
  for (const found of samples) {
    const example = await exampleOf(files, found.base, problem);
    if (example) problem.examples.push(example);
  }
  const secret = casesUnder(files, `${root}data/secret/`);
  problem.cases = samples.map((found) => toCase(found, true));
  if (!scoring) {
    problem.cases.push(...secret.map((found) => toCase(found, false)));
    return;
  }
  problem.type = ProblemType.Oi;
  const groups = [...new Set(secret.map((found) => found.group))];
  if (groups.length === 1 && groups[0] === '') {
    const rule = groupRule(await groupConfig(files, `${root}data/secret/`), `${root}data/secret/`, secret.length, validatorScores);
    const scores = evenScores(secret.length, rule.score ?? 100);
    problem.cases.push(...secret.map((found, index) => ({ ...toCase(found, false), score: scores[index] ?? 0 })));
    return;
  }
  const rules = await Promise.all(
    groups.map(async (group) => {
      const folder = group === '' ? `${root}data/secret/` : `${root}data/secret/${group}/`;
      return groupRule(await groupConfig(files, folder), folder, secret.filter((found) => found.group === group).length, validatorScores);
    }),
  );
  const shares = evenScores(rules.filter((rule) => rule.score === null).length);
  let share = 0;
  const anyMin = rules.some((rule) => rule.aggregation !== 'sum');
  problem.judgeCaseMode = anyMin ? JudgeCaseMode.SubtaskLowest : JudgeCaseMode.Default;
  groups.forEach((group, index) => {
    const id = index + 1;
    const rule = rules[index] ?? { score: null, aggregation: 'min' };
    const score = Math.round(rule.score ?? shares[share++] ?? 0);
    if (rule.aggregation === 'max' || (anyMin && rule.aggregation === 'sum')) problem.notes.push(M.noteSubtaskAggregation(id, rule.aggregation));
    const members = secret.filter((found) => found.group === group);
    const scores = anyMin ? members.map(() => score) : evenScores(members.length, score);
    problem.cases.push(...members.map((found, caseIndex) => ({ ...toCase(found, false), score: scores[caseIndex] ?? 0, groupNum: id })));
    problem.subtasks.push({
      id,
      name: group === '' ? null : group,
      score,
      aggregation: rule.aggregation,
      dependsOn: [],
      timeLimitMs: null,
      memoryLimitMb: null,
    });
  });
}
