/**
 * Hydro's `testdata/config.yaml` (its ProblemConfigFile): `type`, `time` / `memory` ("1s", "256m"),
 * `checker_type` and `checker`, `interactor`, `filename`, `langs`, `user_extra_files` / `judge_extra_files`,
 * and the cases, either as `cases` or as `subtasks` (`score`, `type` min/max/sum, `time`, `memory`, `if`,
 * `cases` with their own `time` / `memory`).
 */
import { JudgeCaseMode, ProblemPackageMessage as M, ProblemType } from '@oj/contracts';
import { NameSet, baseName, evenScores, pairByName, stem } from '../../cases.ts';
import { refuse } from '../../errors.ts';
import type { ProblemModel, Subtask, SubtaskAggregation, TestCase } from '../../model.ts';
import { integer, isObject, list, objectOf, optionalText, text } from '../../text/fields.ts';
import type { Fields } from '../../text/fields.ts';
import type { PackageFiles } from '../../archive/zip-reader.ts';

/** A YAML scalar as trimmed text ('' for a map or list, which then fails the pattern). */
function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** Hydro's time text ("1s", "500ms", "1.5", a bare number of seconds) in ms. */
export function parseHydroTime(value: unknown, file: string, field: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const match = /^(\d+(?:\.\d*)?)\s*(ms|s)?$/i.exec(scalarText(value));
  if (!match) return refuse(M.invalidField(file, field, 'must be a time such as 1s or 500ms'));
  const amount = Number(match[1]);
  const ms = match[2]?.toLowerCase() === 'ms' ? amount : amount * 1000;
  return Math.max(1, Math.round(ms));
}

/** Hydro's memory text ("256m", "512MB", "1g", "65536k", a bare number of MB) in MB. */
export function parseHydroMemory(value: unknown, file: string, field: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const match = /^(\d+(?:\.\d*)?)\s*([kmg])?i?b?$/i.exec(scalarText(value));
  if (!match) return refuse(M.invalidField(file, field, 'must be a memory size such as 256m'));
  const amount = Number(match[1]);
  const unit = match[2]?.toLowerCase() ?? 'm';
  const mb = unit === 'k' ? amount / 1024 : unit === 'g' ? amount * 1024 : amount;
  return Math.max(1, Math.ceil(mb));
}

interface CaseSpec {
  input: string;
  output: string | null;
  score: number | null;
  timeLimitMs: number | null;
  memoryLimitMb: number | null;
}

function caseSpec(fields: Fields, file: string, field: string): CaseSpec {
  return {
    input: text(fields, 'input', file),
    output: optionalText(fields, 'output', file),
    score: fields.score === undefined || fields.score === null ? null : integer(fields, 'score', file, 0),
    timeLimitMs: parseHydroTime(fields.time, file, `${field}.time`),
    memoryLimitMb: parseHydroMemory(fields.memory, file, `${field}.memory`),
  };
}

function caseSpecs(fields: Fields, file: string, field: string): CaseSpec[] {
  return list(fields, 'cases', file).map((item, index) => caseSpec(objectOf(item, file, `${field}cases[${index}]`), file, `${field}cases[${index}]`));
}

/** The cases of `testdata/` paired by name when the config lists none (`x.in`/`x.out`, `inputN.txt`/`outputN.txt`). */
function autoCases(files: PackageFiles, testdata: string, answersOptional: boolean): CaseSpec[] {
  const names = files.names().filter((name) => name.startsWith(testdata) && !name.slice(testdata.length).includes('/'));
  const renamed = new Map(names.map((name) => [name.replace(/\/input(\d+)\.txt$/i, '/input$1.in').replace(/\/output(\d+)\.txt$/i, '/input$1.out'), name]));
  return pairByName([...renamed.keys()], answersOptional).map((pair) => ({
    input: baseName(renamed.get(pair.input) ?? pair.input),
    output: pair.output === null ? null : baseName(renamed.get(pair.output) ?? pair.output),
    score: null,
    timeLimitMs: null,
    memoryLimitMb: null,
  }));
}

function aggregationOf(value: string, file: string, field: string): SubtaskAggregation {
  if (value === '' || value === 'min') return 'min';
  if (value === 'max' || value === 'sum') return value;
  return refuse(M.invalidField(file, field, 'must be min, max or sum'));
}

/**
 * Fills `problem`'s cases, subtasks, scores and judge case mode from the config. Subtasks all "min" (or
 * "max", noted) become subtask_lowest, each case carrying its subtask's score; all "sum" stay in the default
 * mode with the subtask's score split over its cases; a mix is judged as subtask_lowest, with a note.
 */
export function applyHydroCases(problem: ProblemModel, config: Fields, file: string, files: PackageFiles, testdata: string, answersOptional: boolean): void {
  const names = new NameSet();
  const toCase = (spec: CaseSpec, score: number, groupNum: number | null, limits: { time: number | null; memory: number | null }): TestCase => {
    const inputPath = `${testdata}${spec.input}`;
    const outputName = spec.output ?? `${stem(spec.input)}.out`;
    const outputPath = `${testdata}${outputName}`;
    if (!files.has(inputPath)) refuse(M.missingFile(inputPath));
    if (!files.has(outputPath) && !answersOptional) refuse(M.missingAnswer(inputPath, outputPath));
    return {
      inputName: names.claim(baseName(spec.input)),
      outputName: names.claim(baseName(outputName)),
      input: files.ref(inputPath),
      output: files.has(outputPath) ? files.ref(outputPath) : null,
      score,
      groupNum,
      timeLimitMs: spec.timeLimitMs ?? limits.time,
      memoryLimitMb: spec.memoryLimitMb ?? limits.memory,
      sample: false,
    };
  };
  const rawSubtasks = list(config, 'subtasks', file);
  if (rawSubtasks.length === 0) {
    const specs = isObject(config) && list(config, 'cases', file).length > 0 ? caseSpecs(config, file, '') : autoCases(files, testdata, answersOptional);
    const total = integer(config, 'score', file, 100);
    const shares = evenScores(specs.length, total);
    const scored = specs.some((spec) => spec.score !== null);
    problem.type = scored || config.score !== undefined ? ProblemType.Oi : problem.type;
    problem.cases = specs.map((spec, index) =>
      toCase(spec, spec.score ?? (problem.type === ProblemType.Oi ? (shares[index] ?? 0) : 0), null, { time: null, memory: null }),
    );
    return;
  }
  const parsed = rawSubtasks.map((item, index) => {
    const field = `subtasks[${index}]`;
    const fields = objectOf(item, file, field);
    return {
      sourceId: fields.id === undefined ? index + 1 : integer(fields, 'id', file, index + 1),
      score: fields.score === undefined ? null : integer(fields, 'score', file, 0),
      aggregation: aggregationOf(text(fields, 'type', file), file, `${field}.type`),
      time: parseHydroTime(fields.time, file, `${field}.time`),
      memory: parseHydroMemory(fields.memory, file, `${field}.memory`),
      requires: list(fields, 'if', file).map((value) => integer({ value }, 'value', file, 0)),
      specs: caseSpecs(fields, file, `${field}.`),
    };
  });
  const shares = evenScores(parsed.filter((subtask) => subtask.score === null).length);
  let share = 0;
  const idOf = new Map(parsed.map((subtask, index) => [subtask.sourceId, index + 1]));
  const anyMin = parsed.some((subtask) => subtask.aggregation !== 'sum');
  problem.type = ProblemType.Oi;
  problem.judgeCaseMode = anyMin ? JudgeCaseMode.SubtaskLowest : JudgeCaseMode.Default;
  problem.subtasks = parsed.map((subtask, index): Subtask => {
    const id = index + 1;
    const score = subtask.score ?? shares[share++] ?? 0;
    if (subtask.aggregation === 'max' || (anyMin && subtask.aggregation === 'sum')) problem.notes.push(M.noteSubtaskAggregation(id, subtask.aggregation));
    const dependsOn = subtask.requires.flatMap((source) => {
      const target = idOf.get(source);
      return target === undefined ? [] : [target];
    });
    if (dependsOn.length > 0) problem.notes.push(M.noteSubtaskDependencies(id));
    const caseScores = anyMin ? subtask.specs.map(() => score) : evenScores(subtask.specs.length, score);
    problem.cases.push(...subtask.specs.map((spec, caseIndex) => toCase(spec, caseScores[caseIndex] ?? 0, id, { time: subtask.time, memory: subtask.memory })));
    return { id, name: null, score, aggregation: subtask.aggregation, dependsOn, timeLimitMs: subtask.time, memoryLimitMb: subtask.memory };
  });
}
