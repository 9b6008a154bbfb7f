import { VERDICT_INFO, isInProgress, isVerdictCode } from '@oj/contracts';
import type { VerdictCode } from '@oj/contracts';

/** antd Tag colour of each verdict: one table, so every screen colours a verdict the same way. */
export const VERDICT_COLORS: Readonly<Record<VerdictCode, string>> = {
  [-10]: 'default',
  [-5]: 'default',
  [-4]: 'default',
  [-3]: 'orange',
  [-2]: 'gold',
  [-1]: 'error',
  0: 'success',
  1: 'warning',
  2: 'warning',
  3: 'purple',
  4: 'magenta',
  5: 'processing',
  6: 'processing',
  7: 'processing',
  8: 'cyan',
  9: 'geekblue',
  10: 'volcano',
};

/** What a verdict tag shows: colour, i18n key of the name, short name, and whether it is still moving. */
export interface VerdictDisplay {
  color: string;
  nameKey: `verdict.${VerdictCode}` | null;
  short: string;
  inProgress: boolean;
}

/** Looks up how to display a verdict code; unknown codes get a neutral tag showing the number. */
export function verdictDisplay(code: number): VerdictDisplay {
  if (!isVerdictCode(code)) return { color: 'default', nameKey: null, short: String(code), inProgress: false };
  return { color: VERDICT_COLORS[code], nameKey: `verdict.${code}`, short: VERDICT_INFO[code].short, inProgress: isInProgress(code) };
}
