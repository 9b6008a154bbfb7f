// A contest problem's own fields (spec 03 §3 "Contest problem", §5: in a contest, the display id and
// display title are required) and the next free display id. Pure.

/** Display ids: what the contract accepts (letters, digits, - and _; at most 20). */
const DISPLAY_ID = /^[A-Za-z0-9_-]{1,20}$/;
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const DISPLAY_TITLE_MAX = 255;

/** The fields a contest adds to a problem: display id, display title, balloon colour ('' for none). */
export interface ContestProblemFields {
  displayId: string;
  displayTitle: string;
  color: string;
}

/** A refusal: its key below `contest.problems.validation` and the field it is about. */
export interface ContestProblemIssue {
  key: 'displayIdRequired' | 'displayIdInvalid' | 'displayIdTaken' | 'displayTitleRequired' | 'colorInvalid';
  field: keyof ContestProblemFields;
  values?: Record<string, string>;
}

/** True for a #rgb or #rrggbb colour. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/**
 * The refusals of the fields. `taken` holds the display ids the contest's other problems use;
 * they compare without case, as a contestant reads them. `titleRequired` is false where the
 * server falls back to the problem's own title (adding from the bank).
 */
export function checkContestProblem(fields: ContestProblemFields, taken: readonly string[], titleRequired = true): ContestProblemIssue[] {
  const issues: ContestProblemIssue[] = [];
  const displayId = fields.displayId.trim();
  if (displayId === '') issues.push({ key: 'displayIdRequired', field: 'displayId' });
  else if (!DISPLAY_ID.test(displayId)) issues.push({ key: 'displayIdInvalid', field: 'displayId' });
  else if (taken.some((other) => other.toLowerCase() === displayId.toLowerCase()))
    issues.push({ key: 'displayIdTaken', field: 'displayId', values: { displayId } });
  if (titleRequired && fields.displayTitle.trim() === '') issues.push({ key: 'displayTitleRequired', field: 'displayTitle' });
  if (fields.color.trim() !== '' && !isHexColor(fields.color)) issues.push({ key: 'colorInvalid', field: 'color' });
  return issues;
}

/** The first letter A–Z no problem of the contest uses, then numbers from 27. */
export function nextDisplayId(used: readonly string[]): string {
  const taken = new Set(used.map((id) => id.toUpperCase()));
  for (let code = 65; code <= 90; code += 1) {
    const letter = String.fromCharCode(code);
    if (!taken.has(letter)) return letter;
  }
  let number = 27;
  while (taken.has(String(number))) number += 1;
  return String(number);
}
