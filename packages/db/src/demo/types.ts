import type { JudgeCaseModeName, ProblemExample } from '@oj/contracts';

/** One generated test case: the input file's text and the reference answer. */
export interface DemoCase {
  input: string;
  output: string;
  /** Configured score (OI problems); 0 for ACM problems. */
  score: number;
  /** Subtask group (subtask case modes); 1 otherwise. */
  groupNum: number;
}

/** A demo problem: statement, limits, tags and a deterministic test-data generator. */
export interface DemoProblem {
  problemId: string;
  title: string;
  /** 0 ACM, 1 OI. */
  type: number;
  /** Difficulty level id: 0 Easy, 1 Mid, 2 Hard. */
  difficulty: number;
  judgeCaseMode: JudgeCaseModeName;
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Markdown with KaTeX math. */
  description: string;
  input: string;
  output: string;
  examples: readonly ProblemExample[];
  hint: string;
  /** Tag names; each must be one of DEMO_TAGS. */
  tags: readonly string[];
  /** Builds the test cases; the answers come from a reference solution written in TS. */
  cases(): DemoCase[];
  /** Problem-specific code templates by language name. */
  codeTemplates?: Readonly<Record<string, string>>;
}

/** A case of an ACM problem: no score, one group. */
export function acmCase(input: string, output: string): DemoCase {
  return { input, output, score: 0, groupNum: 1 };
}
