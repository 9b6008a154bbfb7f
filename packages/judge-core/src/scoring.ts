/**
 * Combining per-case outcomes into a submission result, by judge case mode (spec 01 §3).
 *
 * - default: every case is judged. OI score is the sum of the cases' earned scores.
 * - ergodic_without_error: judging stops at the first case that is not Accepted; the rest are Cancelled.
 *   Scored like default.
 * - subtask_lowest / subtask_average: cases are grouped by groupNum (null counts as group 0). A group
 *   earns the lowest (lowest) or the floored mean (average) of its cases' earned scores. As in HOJ, each
 *   case of a group carries the group's score, so "lowest" awards the group fully only when all its cases
 *   are Accepted, and "average" awards the share of the group that passed.
 *
 * A case earns its full configured score when Accepted, floor(ratio × score) when a checker gave partial
 * points (Partial Accepted), else 0. Status: any System Error → SE; all Accepted → AC; ACM problems →
 * the most severe verdict; OI problems → Partial Accepted (8) when the score is above 0, else the most
 * severe verdict. Groups get their status by the same rule. Time and memory are maxima over the cases.
 */
import { JudgeCaseMode, Verdict } from '@oj/contracts';
import type { JudgeCaseModeName, JudgeCaseResult, JudgeCaseSpec, VerdictCode } from '@oj/contracts';
import { worstVerdict } from './verdict.ts';

// Guards floor() against ratios like 0.29 × 100 = 28.999999999999996.
const EPSILON = 1e-9;

/** Score a case earns: full when Accepted, floor(ratio × fullScore) when Partial Accepted, else 0. */
export function earnedScore(fullScore: number, status: VerdictCode, ratio = 0): number {
  if (status === Verdict.Accepted) return fullScore;
  if (status !== Verdict.PartialAccepted) return 0;
  const clamped = Math.min(1, Math.max(0, ratio));
  return Math.floor(clamped * fullScore + EPSILON);
}

/** True when the runner should judge no further cases: a System Error, or any failure in ergodic mode. */
export function shouldStop(mode: JudgeCaseModeName, results: readonly Pick<JudgeCaseResult, 'status'>[]): boolean {
  if (results.some((result) => result.status === Verdict.SystemError)) return true;
  return mode === JudgeCaseMode.ErgodicWithoutError && results.some((result) => result.status !== Verdict.Accepted);
}

/** What scoring needs from a case result. */
export interface CaseOutcome {
  status: VerdictCode;
  score: number;
  timeMs: number;
  memoryKb: number;
  groupNum: number | null;
}

/** One subtask as the API shows it (`subTaskJudgeCaseVoList` of spec 01 §3); time in ms, memory in KB. */
export interface SubtaskVo<T> {
  groupNum: number;
  status: VerdictCode;
  score: number;
  /** Accepted cases in the group. */
  ac: number;
  /** Cases in the group. */
  total: number;
  time: number;
  memory: number;
  subtaskDetailList: T[];
}

type SubtaskMode = typeof JudgeCaseMode.SubtaskLowest | typeof JudgeCaseMode.SubtaskAverage;

function isSubtaskMode(mode: JudgeCaseModeName): mode is SubtaskMode {
  return mode === JudgeCaseMode.SubtaskLowest || mode === JudgeCaseMode.SubtaskAverage;
}

function combinedStatus(statuses: readonly VerdictCode[], score: number, oi: boolean): VerdictCode {
  if (statuses.length === 0) return Verdict.SystemError;
  if (statuses.includes(Verdict.SystemError)) return Verdict.SystemError;
  if (statuses.every((status) => status === Verdict.Accepted)) return Verdict.Accepted;
  if (oi && score > 0) return Verdict.PartialAccepted;
  return worstVerdict(statuses);
}

function groupScore(mode: SubtaskMode, scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  if (mode === JudgeCaseMode.SubtaskLowest) return Math.min(...scores);
  const sum = scores.reduce((total, score) => total + score, 0);
  return Math.floor(sum / scores.length + EPSILON);
}

function groupsOf<T>(rows: readonly T[], groupOf: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = groupOf(row) ?? 0;
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a - b));
}

/**
 * Builds the subtask view of any case rows (judge results or the API's stored cases), ordered by group
 * number; `oi` decides whether partial scores make a group Partial Accepted.
 */
export function subtaskVoList<T>(mode: SubtaskMode, rows: readonly T[], outcome: (row: T) => CaseOutcome, oi = true): SubtaskVo<T>[] {
  return [...groupsOf(rows, (row) => outcome(row).groupNum).entries()].map(([groupNum, members]) => {
    const outcomes = members.map(outcome);
    const score = groupScore(
      mode,
      outcomes.map((item) => item.score),
    );
    return {
      groupNum,
      status: combinedStatus(
        outcomes.map((item) => item.status),
        score,
        oi,
      ),
      score,
      ac: outcomes.filter((item) => item.status === Verdict.Accepted).length,
      total: members.length,
      time: Math.max(0, ...outcomes.map((item) => item.timeMs)),
      memory: Math.max(0, ...outcomes.map((item) => item.memoryKb)),
      subtaskDetailList: members,
    };
  });
}

/** Highest score the cases can earn under a mode: the problem's total (ioScore). */
export function maxScore(mode: JudgeCaseModeName, cases: readonly Pick<JudgeCaseSpec, 'score' | 'groupNum'>[]): number {
  if (!isSubtaskMode(mode)) return cases.reduce((total, item) => total + item.score, 0);
  let total = 0;
  for (const members of groupsOf(cases, (item) => item.groupNum).values()) {
    total += groupScore(
      mode,
      members.map((item) => item.score),
    );
  }
  return total;
}

/** Pads results with Cancelled entries for the cases never judged, in the order of `cases`. */
export function fillCancelled(cases: readonly JudgeCaseSpec[], results: readonly JudgeCaseResult[]): JudgeCaseResult[] {
  const byId = new Map(results.map((result) => [result.caseId, result]));
  return cases.map(
    (spec) =>
      byId.get(spec.caseId) ?? {
        caseId: spec.caseId,
        status: Verdict.Cancelled,
        timeMs: 0,
        memoryKb: 0,
        score: 0,
        groupNum: spec.groupNum,
      },
  );
}

/** Input of aggregate: the job's cases and the results judged so far. */
export interface AggregateInput {
  type: 'acm' | 'oi';
  mode: JudgeCaseModeName;
  cases: readonly JudgeCaseSpec[];
  results: readonly JudgeCaseResult[];
}

/** A submission's combined result. */
export interface AggregateResult {
  status: VerdictCode;
  /** Earned score; always 0 for ACM problems. */
  score: number;
  /** Highest possible score (ioScore); 0 for ACM problems. */
  maxScore: number;
  timeMs: number;
  memoryKb: number;
  /** Every case in order, the unjudged ones as Cancelled. */
  cases: JudgeCaseResult[];
  /** Subtask view in the subtask modes, else null. */
  subtasks: SubtaskVo<JudgeCaseResult>[] | null;
}

/** Combines case results into the submission's status, score, time and memory. */
export function aggregate(input: AggregateInput): AggregateResult {
  const oi = input.type === 'oi';
  const cases = fillCancelled(input.cases, input.results);
  const subtasks = isSubtaskMode(input.mode) ? subtaskVoList(input.mode, cases, (row) => row, oi) : null;
  const earned = subtasks ? subtasks.reduce((total, group) => total + group.score, 0) : cases.reduce((total, row) => total + row.score, 0);
  const score = oi ? earned : 0;
  return {
    status: combinedStatus(
      cases.map((row) => row.status),
      score,
      oi,
    ),
    score,
    maxScore: oi ? maxScore(input.mode, input.cases) : 0,
    timeMs: Math.max(0, ...cases.map((row) => row.timeMs)),
    memoryKb: Math.max(0, ...cases.map((row) => row.memoryKb)),
    cases,
    subtasks,
  };
}
