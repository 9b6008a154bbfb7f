import { describe, expect, it } from 'vitest';
import { checkAccountRule, accountRuleOf, emptyAccountRule } from '@oj/manage/contests/form/account-rule.ts';
import { checkAwards, defaultAwards, newAwardRow } from '@oj/manage/contests/form/awards.ts';
import { checkContestProblem, nextDisplayId } from '@oj/manage/contests/form/contest-problem.ts';
import { contestFormOf, newContestForm } from '@oj/manage/contests/form/model.ts';
import type { ContestFormState } from '@oj/manage/contests/form/model.ts';
import { contestPayload } from '@oj/manage/contests/form/payload.ts';
import { addStarUsers, duplicateNames } from '@oj/manage/contests/form/star-users.ts';
import {
  contestDuration,
  defaultSealChoice,
  fromLocalInput,
  resolveSealChoice,
  sealChoiceOf,
  sealChoiceOptions,
  sealRankTimeOf,
  toLocalInput,
} from '@oj/manage/contests/form/times.ts';
import { validateContestForm } from '@oj/manage/contests/form/validation.ts';

const keys = (form: ContestFormState) => validateContestForm(form).map((issue) => `${issue.key}${issue.values?.n ?? ''}`);
const complete = (patch: Partial<ContestFormState> = {}): ContestFormState => ({
  ...newContestForm(),
  title: 'Weekly 1',
  description: 'Four problems',
  startTime: '2030-05-01T09:00',
  endTime: '2030-05-01T14:00',
  ...patch,
});
const disabled = (seconds: number) =>
  sealChoiceOptions(seconds)
    .filter((option) => option.disabled)
    .map((option) => option.value);

describe('contest duration (spec 03 §5)', () => {
  it('is computed from the times, 0 with the time check when the end is before the start', () => {
    expect(contestDuration('', '2030-05-01T10:00')).toBeNull();
    expect(contestDuration('2030-05-01T09:00', '2030-05-01T14:30')).toEqual({ seconds: 5.5 * 3600, endBeforeStart: false });
    expect(contestDuration('2030-05-01T09:00', '2030-05-01T08:00')).toEqual({ seconds: 0, endBeforeStart: true });
    expect(contestDuration('2030-05-01T09:00', '2030-05-01T09:00')).toEqual({ seconds: 0, endBeforeStart: false });
  });

  it('refuses a form whose end is before its start, and one of duration 0', () => {
    expect(keys(complete({ endTime: '2030-05-01T08:00' }))).toEqual(['timeCheck']);
    expect(keys(complete({ endTime: '2030-05-01T09:00' }))).toEqual(['durationCheck']);
    expect(keys(complete())).toEqual([]);
  });

  it('round-trips a stored time through the datetime input in the local zone', () => {
    const iso = new Date(2030, 4, 1, 9, 5).toISOString();
    expect(toLocalInput(iso)).toBe('2030-05-01T09:05');
    expect(toLocalInput(null)).toBe('');
    // Seconds survive a load and a save.
    const withSeconds = new Date(2030, 4, 1, 9, 5, 42).toISOString();
    expect(toLocalInput(withSeconds)).toBe('2030-05-01T09:05:42');
    expect(fromLocalInput(toLocalInput(withSeconds))?.toISOString()).toBe(withSeconds);
  });
});

describe('seal choices (spec 02 §4, spec 03 §5)', () => {
  it('disables half an hour under 1800 s and one hour under 3600 s; the whole contest always fits', () => {
    expect(disabled(1799)).toEqual(['halfHour', 'oneHour']);
    expect(disabled(1800)).toEqual(['oneHour']);
    expect(disabled(3599)).toEqual(['oneHour']);
    expect(disabled(3600)).toEqual([]);
  });

  it('defaults to one hour for ACM of an hour or more, else to the whole contest', () => {
    expect(defaultSealChoice(0, 3600)).toBe('oneHour');
    expect(defaultSealChoice(0, 3599)).toBe('whole');
    expect(defaultSealChoice(1, 7200)).toBe('whole');
  });

  it("keeps the admin's choice while the duration allows it, else falls back to the default", () => {
    expect(resolveSealChoice(null, 0, 7200)).toBe('oneHour');
    expect(resolveSealChoice('halfHour', 0, 7200)).toBe('halfHour');
    expect(resolveSealChoice('halfHour', 0, 1000)).toBe('whole');
    expect(resolveSealChoice('oneHour', 1, 3000)).toBe('whole');
  });

  it('turns a choice into the seal time and back', () => {
    const start = '2030-05-01T09:00:00.000Z';
    const end = '2030-05-01T14:00:00.000Z';
    expect(sealRankTimeOf('oneHour', new Date(start), new Date(end)).toISOString()).toBe('2030-05-01T13:00:00.000Z');
    expect(sealRankTimeOf('halfHour', new Date(start), new Date(end)).toISOString()).toBe('2030-05-01T13:30:00.000Z');
    expect(sealRankTimeOf('whole', new Date(start), new Date(end)).toISOString()).toBe(start);
    expect(sealChoiceOf('2030-05-01T13:30:00.000Z', start, end)).toBe('halfHour');
    expect(sealChoiceOf(start, start, end)).toBe('whole');
    expect(sealChoiceOf('2030-05-01T12:00:00.000Z', start, end)).toBeNull();
  });
});

describe('star users (spec 03 §5)', () => {
  it('trims the names and refuses duplicates, without regard to case', () => {
    const added = addStarUsers(['alice'], '  bob , Alice\ncarol;bob ');
    expect(added.list).toEqual(['alice', 'bob', 'carol']);
    expect(added.duplicates).toEqual(['Alice', 'bob']);
  });

  it('refuses a name over 20 characters', () => {
    expect(addStarUsers([], 'a'.repeat(21)).tooLong).toEqual(['a'.repeat(21)]);
  });

  it('finds the duplicates a save would send', () => {
    expect(duplicateNames(['a', 'B', 'b ', 'c'])).toEqual(['b']);
    expect(keys(complete({ starAccount: ['a', 'A'] }))).toEqual(['starDuplicate']);
  });
});

describe('awards (spec 03 §5)', () => {
  it('starts with gold, silver and bronze at 10, 20 and 30, each with colours', () => {
    const rows = defaultAwards();
    expect(rows.map((row) => [row.priority, row.num])).toEqual([
      [1, 10],
      [2, 20],
      [3, 30],
    ]);
    for (const row of rows) expect(row.background).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("adds a row with the next priority, the name 'name' and 0", () => {
    const rows = [...defaultAwards(), { ...newAwardRow([]), priority: 7 }];
    expect(newAwardRow(rows)).toMatchObject({ priority: 8, name: 'name', num: 0 });
    expect(newAwardRow([])).toMatchObject({ priority: 1 });
  });

  it('checks names and numbers; proportions are percents of at most 100 in all', () => {
    const rows = defaultAwards();
    expect(checkAwards(0, [])).toEqual([]);
    expect(checkAwards(1, rows)).toEqual([]);
    expect(checkAwards(1, [])).toEqual([{ key: 'awardNone' }]);
    const bad = rows.map((row, index) => (index === 0 ? { ...row, name: ' ', num: null } : index === 1 ? { ...row, num: 120 } : row));
    expect(checkAwards(1, bad).map((issue) => issue.key)).toEqual(['awardNameRequired', 'awardNumInvalid', 'awardPercentOver', 'awardPercentTotal']);
    expect(
      checkAwards(
        2,
        rows.map((row) => ({ ...row, num: 150 })),
      ),
    ).toEqual([]);
    expect(
      checkAwards(
        1,
        rows.map((row) => ({ ...row, num: 40 })),
      ),
    ).toEqual([{ key: 'awardPercentTotal', values: { total: 120 } }]);
  });
});

describe('account limit rule', () => {
  it('needs the start and end numbers, with start ≤ end', () => {
    expect(checkAccountRule(emptyAccountRule()).map((issue) => issue.key)).toEqual(['accountRangeRequired']);
    expect(checkAccountRule({ ...emptyAccountRule(), start: 10, end: 2 }).map((issue) => issue.key)).toEqual(['accountRangeOrder']);
    expect(checkAccountRule({ ...emptyAccountRule(), start: 2, end: 2 })).toEqual([]);
  });

  it('reads the extra accounts one a line or comma separated, trimmed and without repeats', () => {
    const rule = { prefix: ' team ', suffix: '', start: 1, end: 30, extra: 'judge1, judge2\n\nJUDGE1\n' };
    expect(accountRuleOf(rule)).toEqual({ prefix: 'team', suffix: '', start: 1, end: 30, extra: ['judge1', 'judge2'] });
    expect(checkAccountRule({ ...rule, extra: 'x'.repeat(21) }).map((issue) => issue.key)).toEqual(['accountExtraTooLong']);
  });

  it('is checked only when the limit is on', () => {
    expect(keys(complete({ openAccountLimit: false }))).toEqual([]);
    expect(keys(complete({ openAccountLimit: true }))).toEqual(['accountRangeRequired']);
  });
});

describe('the whole form and its payload', () => {
  it('lists the required fields of an empty form in order', () => {
    expect(keys({ ...newContestForm(), auth: 1 })).toEqual(['titleRequired', 'descriptionRequired', 'startRequired', 'endRequired', 'passwordRequired']);
  });

  it('needs a password for a private or protected contest, except on edit when one is stored', () => {
    expect(keys(complete({ auth: 2 }))).toEqual(['passwordRequired']);
    expect(keys(complete({ auth: 2, pwd: 'secret' }))).toEqual([]);
    expect(keys(complete({ id: 4, auth: 1, hasPassword: true }))).toEqual([]);
    expect(keys(complete({ id: 4, auth: 1, hasPassword: false }))).toEqual(['passwordRequired']);
  });

  it('sends the seal time of the default choice, no password to keep the stored one, and no awards when there are none', () => {
    const form = complete({ id: 4, auth: 1, hasPassword: true, sealRank: true });
    const body = contestPayload(form);
    const end = new Date('2030-05-01T14:00').getTime();
    expect(new Date(body.sealRankTime ?? '').getTime()).toBe(end - 3600 * 1000);
    expect(body.pwd).toBeNull();
    expect(body.awardConfigList).toEqual([]);
    expect(body.accountLimitRule).toBeNull();
    expect(contestPayload(complete({ sealRank: false })).sealRankTime).toBeNull();
    expect(contestPayload(complete({ awardType: 1 })).awardConfigList.map((award) => award.num)).toEqual([10, 20, 30]);
    expect(contestPayload(complete({ auth: 0, pwd: 'ignored' })).pwd).toBeNull();
  });

  it('reads a stored contest back into the form', () => {
    const form = contestFormOf({
      id: 9,
      title: 'T',
      type: 0,
      auth: 1,
      status: -1,
      author: 'root',
      gid: null,
      startTime: '2030-05-01T09:00:00.000Z',
      endTime: '2030-05-01T14:00:00.000Z',
      duration: 18000,
      count: 0,
      openRank: false,
      description: 'd',
      now: '2030-04-01T00:00:00.000Z',
      sealRank: true,
      sealRankTime: '2030-05-01T13:30:00.000Z',
      autoRealRank: false,
      allowEndSubmit: true,
      openPrint: false,
      rankShowName: 'nickname',
      oiRankScoreType: 'Highest',
      starAccount: ['x'],
      awardType: 2,
      awardConfigList: [{ priority: 1, name: 'First', background: '#fff', color: '#000', num: 3 }],
      isAdmin: true,
      realTimeRank: true,
      viewerSeal: null,
      visible: false,
      hasPassword: true,
      openAccountLimit: true,
      accountLimitRule: { prefix: 't', suffix: '', start: 1, end: 9, extra: ['a', 'b'] },
      uid: 'u',
    });
    expect(form).toMatchObject({ id: 9, sealChoice: 'halfHour', hasPassword: true, pwd: '', rankShowName: 'nickname', awardType: 2, visible: false });
    expect(form.awards.map((row) => row.name)).toEqual(['First']);
    expect(form.accountRule.extra).toBe('a\nb');
  });
});

describe('contest problem fields (spec 03 §5: display id and title required in a contest)', () => {
  it('requires the display id and title, a valid id not used by another problem, and a hex colour', () => {
    const ok = { displayId: 'C', displayTitle: 'Graphs', color: '' };
    expect(checkContestProblem(ok, ['A', 'B'])).toEqual([]);
    expect(checkContestProblem({ ...ok, displayId: ' ', displayTitle: '' }, []).map((issue) => issue.key)).toEqual([
      'displayIdRequired',
      'displayTitleRequired',
    ]);
    expect(checkContestProblem({ ...ok, displayId: 'a b' }, []).map((issue) => issue.key)).toEqual(['displayIdInvalid']);
    expect(checkContestProblem({ ...ok, displayId: 'b' }, ['A', 'B']).map((issue) => issue.key)).toEqual(['displayIdTaken']);
    expect(checkContestProblem({ ...ok, color: 'red' }, []).map((issue) => issue.key)).toEqual(['colorInvalid']);
    expect(checkContestProblem({ ...ok, displayTitle: '' }, [], false)).toEqual([]);
  });

  it('offers the first free letter, then numbers', () => {
    expect(nextDisplayId([])).toBe('A');
    expect(nextDisplayId(['A', 'b', 'D'])).toBe('C');
    const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
    expect(nextDisplayId(letters)).toBe('27');
  });
});
