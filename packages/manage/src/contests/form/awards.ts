// The award table (spec 03 §5): default rows gold, silver and bronze with 10, 20 and 30; a new row
// takes the next priority, the name 'name' and 0. Proportion awards are percents of the ranked rows. Pure.
import { AwardType, CONTEST_AWARDS_MAX } from '@oj/contracts';
import type { AwardConfigDto } from '@oj/contracts';

/** One editable award row; `num` is null while its input is empty. */
export interface AwardRow {
  key: string;
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number | null;
}

let seed = 0;
/** A key for a new row. */
export function awardKey(): string {
  seed += 1;
  return `award-${seed}`;
}

/** Dark text on the medal colours keeps the award tags readable (WCAG AA). */
const MEDAL_TEXT = '#1f1f1f';

/** The default rows: gold 10, silver 20, bronze 30. */
export function defaultAwards(): AwardRow[] {
  return [
    { key: awardKey(), priority: 1, name: 'Gold', background: '#e6bf25', color: MEDAL_TEXT, num: 10 },
    { key: awardKey(), priority: 2, name: 'Silver', background: '#b4b4b4', color: MEDAL_TEXT, num: 20 },
    { key: awardKey(), priority: 3, name: 'Bronze', background: '#b7924b', color: MEDAL_TEXT, num: 30 },
  ];
}

/** A new row: the next priority, named 'name', 0. */
export function newAwardRow(rows: readonly AwardRow[]): AwardRow {
  const priority = rows.reduce((highest, row) => Math.max(highest, row.priority), 0) + 1;
  return { key: awardKey(), priority, name: 'name', background: '#f0f0f0', color: MEDAL_TEXT, num: 0 };
}

/** True when another row may be added. */
export function canAddAward(rows: readonly AwardRow[]): boolean {
  return rows.length < CONTEST_AWARDS_MAX;
}

/** A refusal of the award table: its key below `contest.form.validation` and its values. */
export interface AwardIssue {
  key: 'awardNameRequired' | 'awardNumInvalid' | 'awardPercentOver' | 'awardPercentTotal' | 'awardTooMany' | 'awardNone';
  values?: Record<string, number>;
}

/** The table's refusals for an award type (none for 'no award'). */
export function checkAwards(type: number, rows: readonly AwardRow[]): AwardIssue[] {
  if (type === AwardType.None) return [];
  const issues: AwardIssue[] = [];
  if (rows.length === 0) issues.push({ key: 'awardNone' });
  if (rows.length > CONTEST_AWARDS_MAX) issues.push({ key: 'awardTooMany', values: { max: CONTEST_AWARDS_MAX } });
  rows.forEach((row, index) => {
    const n = index + 1;
    if (row.name.trim() === '') issues.push({ key: 'awardNameRequired', values: { n } });
    if (row.num === null || !Number.isInteger(row.num) || row.num < 0) issues.push({ key: 'awardNumInvalid', values: { n } });
    else if (type === AwardType.Proportion && row.num > 100) issues.push({ key: 'awardPercentOver', values: { n } });
  });
  if (type === AwardType.Proportion) {
    const total = rows.reduce((sum, row) => sum + (row.num ?? 0), 0);
    if (total > 100) issues.push({ key: 'awardPercentTotal', values: { total } });
  }
  return issues;
}

/** Rows as the wire's awardConfigList (names trimmed). */
export function awardConfigOf(rows: readonly AwardRow[]): AwardConfigDto[] {
  return rows.map((row) => ({ priority: row.priority, name: row.name.trim(), background: row.background, color: row.color, num: row.num ?? 0 }));
}

/** Stored awards as rows. */
export function awardRowsOf(list: readonly AwardConfigDto[]): AwardRow[] {
  return list.map((award) => ({ key: awardKey(), ...award }));
}
