import { describe, expect, it } from 'vitest';
import { emptyCase, newProblemForm } from '@oj/manage/problems/form/model.ts';
import type { CaseRow, ProblemFormState } from '@oj/manage/problems/form/model.ts';
import { savePayload } from '@oj/manage/problems/form/payload.ts';
import { evenScores } from '@oj/manage/problems/form/scores.ts';
import { addTag, changeType, uploadedCases } from '@oj/manage/problems/form/transitions.ts';
import { validateProblemForm } from '@oj/manage/problems/form/validation.ts';

const NAMES = new Map([
  [1, 'C'],
  [2, 'C++'],
]);
const keys = (form: ProblemFormState) => validateProblemForm(form, NAMES).map((issue) => `${issue.key}${issue.values?.n ?? ''}`);
const manualCase = (patch: Partial<CaseRow>): CaseRow => ({ ...emptyCase(), input: '1 2', output: '3', ...patch });
const complete = (patch: Partial<ProblemFormState> = {}): ProblemFormState => ({
  ...newProblemForm(),
  problemId: 'P1000',
  title: 'A+B',
  input: 'two numbers',
  output: 'their sum',
  languages: [1],
  isUploadCase: false,
  manualCases: [manualCase({})],
  ...patch,
});

describe('even score split (spec 03 §4)', () => {
  it('gives 100 / n to each case and the remainder, one point each, to the last cases', () => {
    expect(evenScores(1)).toEqual([100]);
    expect(evenScores(3)).toEqual([33, 33, 34]);
    expect(evenScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(evenScores(4)).toEqual([25, 25, 25, 25]);
    expect(evenScores(0)).toEqual([]);
    for (const count of [1, 3, 6, 7, 11, 99, 150]) expect(evenScores(count).reduce((sum, score) => sum + score, 0)).toBe(100);
  });

  it('splits when the type becomes OI, and not when it goes back to ACM', () => {
    const form = complete({ manualCases: [manualCase({ score: 5 }), manualCase({ score: 5 }), manualCase({ score: 5 })] });
    const oi = changeType(form, 1);
    expect(oi.manualCases.map((each) => each.score)).toEqual([33, 33, 34]);
    const acm = changeType({ ...oi, manualCases: oi.manualCases.map((each) => ({ ...each, score: 1 })) }, 0);
    expect(acm.manualCases.map((each) => each.score)).toEqual([1, 1, 1]);
  });

  it('splits after an upload succeeds and sends the staged archive', () => {
    const fileList = ['1', '2', '3', '4', '5', '6'].map((name) => ({ input: `${name}.in`, output: `${name}.out`, score: 0 }));
    const form = uploadedCases({ ...complete(), isUploadCase: true }, { fileList, fileListDir: 'abc12345' });
    expect(form.uploadCases.map((each) => each.score)).toEqual([16, 16, 17, 17, 17, 17]);
    const body = savePayload({ ...form, type: 1 });
    expect(body.isUploadTestCase).toBe(true);
    expect(body.uploadTestcaseDir).toBe('abc12345');
    expect(body.changeTestCase).toBe(true);
    expect(body.samples?.map((each) => each.input)).toEqual(['1.in', '2.in', '3.in', '4.in', '5.in', '6.in']);
  });
});

describe('tags', () => {
  it('refuses a tag already added, by id or by name whatever its case', () => {
    const form = addTag(complete(), { id: 4, name: 'dp' });
    if (typeof form === 'string') throw new Error('refused');
    expect(addTag(form, { id: 4, name: 'dp' })).toBe('duplicate');
    expect(addTag(form, { name: ' DP ' })).toBe('duplicate');
    expect(addTag(form, { name: '   ' })).toBe('empty');
    const more = addTag(form, { name: 'greedy' });
    expect(typeof more === 'string' ? more : more.tags).toEqual([{ id: 4, name: 'dp' }, { name: 'greedy' }]);
  });
});

describe('problem form validation (spec 03 §5)', () => {
  it('accepts a complete form', () => {
    expect(keys(complete())).toEqual([]);
  });

  it('requires the display id, title, input and output descriptions', () => {
    expect(keys(complete({ problemId: ' ', title: '', input: '', output: '' }))).toEqual([
      'displayIdRequired',
      'titleRequired',
      'inputRequired',
      'outputRequired',
    ]);
  });

  it('requires both file names with file IO on', () => {
    expect(keys(complete({ isFileIO: true, ioReadFileName: 'in.txt' }))).toEqual(['fileIoNamesRequired']);
    expect(keys(complete({ isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: 'out.txt' }))).toEqual([]);
  });

  it('requires an uploaded archive, or manual cases each with an input or an output', () => {
    expect(keys(complete({ isUploadCase: true }))).toEqual(['judgeSamplesRequired']);
    expect(keys(complete({ manualCases: [] }))).toEqual(['judgeSamplesRequired']);
    expect(keys(complete({ manualCases: [manualCase({}), manualCase({ input: '', output: '' })] }))).toEqual(['sampleInputOrOutput2']);
  });

  it('requires integer scores of at least 0 for OI, and group numbers in the subtask modes', () => {
    const cases = [manualCase({ score: 1.5 }), manualCase({ score: -1 }), manualCase({ score: null }), manualCase({ score: 50 })];
    expect(keys(complete({ type: 1, manualCases: cases }))).toEqual(['sampleScoreInteger1', 'sampleScoreNonNegative2', 'sampleScoreInteger3']);
    const grouped = [manualCase({ groupNum: 1 }), manualCase({ groupNum: null }), manualCase({ groupNum: 0 })];
    expect(keys(complete({ judgeCaseMode: 'subtask_lowest', manualCases: grouped }))).toEqual(['sampleGroupRequired2', 'sampleGroupInteger3']);
    expect(keys(complete({ judgeCaseMode: 'default', manualCases: grouped }))).toEqual([]);
  });

  it('requires a compiled special judge unless it is the loaded one', () => {
    const spj = complete({ judgeMode: 'spj', spjLanguage: 'C++', spjCode: 'int main(){}' });
    expect(keys({ ...spj, spjLanguage: null })).toEqual(['spjLanguageRequired']);
    expect(keys({ ...spj, spjCode: '' })).toEqual(['spjCodeRequired']);
    expect(keys(spj)).toEqual(['spjCodeNotCompiled']);
    expect(keys({ ...spj, compiledChecker: { mode: 'spj', language: 'C++', code: 'int main(){}' } })).toEqual([]);
    expect(keys({ ...spj, loadedChecker: { mode: 'spj', language: 'C++', code: 'int main(){}' } })).toEqual([]);
    // The same code as an interactor must compile again.
    expect(keys({ ...spj, judgeMode: 'interactive', compiledChecker: { mode: 'spj', language: 'C++', code: 'int main(){}' } })).toEqual(['spjCodeNotCompiled']);
  });

  it('requires a language, and no empty template in use', () => {
    expect(keys(complete({ languages: [] }))).toEqual(['languageRequired']);
    const issues = validateProblemForm(complete({ languages: [1, 2], templates: { 2: { code: ' ', status: true }, 1: { code: '', status: false } } }), NAMES);
    expect(issues).toEqual([{ key: 'codeTemplateEmpty', values: { language: 'C++' } }]);
  });

  it('requires a plain name and a content for each extra file', () => {
    const file = (name: string, content: string) => ({ key: name, name, content });
    expect(keys(complete({ judgeExtraFiles: [file('testlib.h', 'x'), file('../a.h', 'x'), file('b.h', '')] }))).toEqual([
      'extraFileInvalid',
      'extraFileInvalid',
    ]);
    expect(keys(complete({ userExtraFiles: [file('a.txt', '1'), file('a.txt', '2')] }))).toEqual(['extraFileDuplicate']);
  });
});
