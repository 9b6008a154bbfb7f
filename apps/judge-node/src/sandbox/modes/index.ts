/**
 * The judge modes this node knows, by the job's `judgeMode`.
 */
import type { JudgeModeName } from '@oj/contracts';
import { interactiveMode } from './interactive.ts';
import { specialMode } from './special.ts';
import { standardMode } from './standard.ts';
import type { JudgeModeStrategy } from './strategy.ts';

const STRATEGIES: Readonly<Record<JudgeModeName, JudgeModeStrategy>> = {
  default: standardMode,
  spj: specialMode,
  interactive: interactiveMode,
};

/** The strategy of a judge mode, or null for a mode this node does not know. */
export function findJudgeMode(mode: string): JudgeModeStrategy | null {
  return Object.hasOwn(STRATEGIES, mode) ? STRATEGIES[mode as JudgeModeName] : null;
}

/** The strategy of a job's judge mode; throws for one this node does not know (judgeSubmission refuses those first). */
export function judgeModeOf(mode: string): JudgeModeStrategy {
  const strategy = findJudgeMode(mode);
  if (!strategy) throw new Error(`Unknown judge mode: ${mode}`);
  return strategy;
}

export { interactiveMode, specialMode, standardMode };
