import { INTERACTOR_PROTOCOLS, JudgeCaseMode, JudgeMode, ProblemPackageMessage as M } from '@oj/contracts';
import type { JudgeCaseModeName, JudgeModeName, ServerMessage } from '@oj/contracts';
import { refuse } from '../errors.ts';
import { siteLanguage } from '../languages.ts';
import type { ProblemModel, Subtask, TestCase } from '../model.ts';

/** This site's names of `names`, leaving out (with a note) those it does not know. */
export function siteLanguages(names: readonly string[], where: string, notes: ServerMessage[]): string[] {
  const found: string[] = [];
  for (const name of names) {
    const language = siteLanguage(name);
    if (language === null) notes.push(M.noteLanguageUnknown(name, where));
    else if (!found.includes(language)) found.push(language);
  }
  return found;
}

/** A judge mode by this site's name, or `fallback`. */
export function judgeModeOf(value: string, fallback: JudgeModeName): JudgeModeName {
  return (Object.values(JudgeMode) as string[]).includes(value) ? (value as JudgeModeName) : fallback;
}

/** A judge case mode by this site's name, or default. */
export function judgeCaseModeOf(value: string): JudgeCaseModeName {
  return (Object.values(JudgeCaseMode) as string[]).includes(value) ? (value as JudgeCaseModeName) : JudgeCaseMode.Default;
}

/**
 * Refuses an interactive problem whose interactor follows a protocol with no interactive form (a
 * manifest may say so): the judge could not run it.
 */
export function requireInteractorProtocol(problem: ProblemModel): void {
  const program = problem.judgeMode === JudgeMode.Interactive ? problem.program : null;
  if (program !== null && !INTERACTOR_PROTOCOLS.includes(program.protocol)) refuse(M.interactorProtocol(problem.displayId ?? problem.title, program.protocol));
}

/** Refuses a problem without test data. */
export function requireCases(problem: ProblemModel, label: string): void {
  if (problem.cases.length === 0) refuse(M.noTestCases(label));
}

/** Adds a note when some cases have limits of their own (this site applies the problem's limits). */
export function notePerCaseLimits(problem: ProblemModel): void {
  const count = problem.cases.filter(
    (item) =>
      (item.timeLimitMs !== null && item.timeLimitMs !== problem.timeLimitMs) || (item.memoryLimitMb !== null && item.memoryLimitMb !== problem.memoryLimitMb),
  ).length;
  if (count > 0) problem.notes.push(M.notePerCaseLimits(count));
}

/** Subtasks as this site's subtask modes give them: one per groupNum, the group's score as its cases carry it. */
export function subtasksOfGroups(cases: readonly TestCase[], mode: JudgeCaseModeName): Subtask[] {
  if (mode !== JudgeCaseMode.SubtaskLowest && mode !== JudgeCaseMode.SubtaskAverage) return [];
  const groups = new Map<number, number[]>();
  for (const item of cases) {
    const id = item.groupNum ?? 1;
    groups.set(id, [...(groups.get(id) ?? []), item.score]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, scores]) => ({
      id,
      name: null,
      score: mode === JudgeCaseMode.SubtaskLowest ? Math.min(...scores) : Math.floor(scores.reduce((sum, score) => sum + score, 0) / scores.length),
      aggregation: mode === JudgeCaseMode.SubtaskLowest ? 'min' : 'sum',
      dependsOn: [],
      timeLimitMs: null,
      memoryLimitMb: null,
    }));
}
