// The editor's changes that do more than set one field (spec 03 §4).
import type { AdminProblemTagRefDto, UploadTestCaseResultDto } from '@oj/contracts';
import { activeCaseList, emptyCase, rowKey } from './model.ts';
import type { CaseRow, ProblemFormState } from './model.ts';
import { withEvenScores } from './scores.ts';

/** A new type; becoming OI splits the scores of the cases evenly. */
export function changeType(form: ProblemFormState, type: number): ProblemFormState {
  if (type === form.type) return form;
  const next = { ...form, type };
  if (type !== 1) return next;
  const list = activeCaseList(form);
  return { ...next, [list]: withEvenScores(form[list]) };
}

/** A successful archive upload: its cases (scores split evenly) replace the data on save. */
export function uploadedCases(form: ProblemFormState, result: UploadTestCaseResultDto): ProblemFormState {
  const cases: CaseRow[] = result.fileList.map((file) => ({
    key: rowKey(),
    input: file.input,
    output: file.output,
    score: null,
    groupNum: file.groupNum ?? null,
  }));
  return { ...form, isUploadCase: true, uploadTestcaseDir: result.fileListDir, uploadCases: withEvenScores(cases), changeTestCase: true };
}

/** Switches between an uploaded archive and cases entered by hand. The stored data is kept while the mode is the loaded one and nothing new was given. */
export function changeTestDataMode(form: ProblemFormState, isUploadCase: boolean): ProblemFormState {
  const loaded = form.loadedUploadCase;
  const changeTestCase = loaded === null || isUploadCase !== loaded || (isUploadCase && form.uploadTestcaseDir !== null);
  const manualCases = form.manualCases.length > 0 ? form.manualCases : [emptyCase()];
  const next = { ...form, isUploadCase, changeTestCase, manualCases };
  // An OI problem's cases that have no score yet get the even split, as on a change of type.
  const list = activeCaseList(next);
  return next.type === 1 && next[list].every((each) => each.score === null) ? { ...next, [list]: withEvenScores(next[list]) } : next;
}

/** Starts entering new cases by hand on a problem whose stored cases were entered by hand. */
export function replaceWithManualCases(form: ProblemFormState): ProblemFormState {
  return { ...form, isUploadCase: false, changeTestCase: true, manualCases: form.manualCases.length > 0 ? form.manualCases : [emptyCase()] };
}

/** Adds a tag, or refuses one already there (same id, or same name ignoring case and blanks): 'Tag already added'. */
export function addTag(form: ProblemFormState, tag: AdminProblemTagRefDto): ProblemFormState | 'duplicate' | 'empty' {
  const name = tag.name.trim();
  if (name === '') return 'empty';
  const key = name.toLowerCase();
  const duplicate = form.tags.some((each) => (tag.id !== undefined && each.id === tag.id) || each.name.trim().toLowerCase() === key);
  if (duplicate) return 'duplicate';
  return { ...form, tags: [...form.tags, tag.id === undefined ? { name } : { id: tag.id, name }] };
}

/** Updates one case of the list the form shows. */
export function updateCase(form: ProblemFormState, key: string, patch: Partial<CaseRow>): ProblemFormState {
  const list = activeCaseList(form);
  return { ...form, [list]: form[list].map((each) => (each.key === key ? { ...each, ...patch } : each)) };
}

/** Splits the shown cases' scores evenly (the editor's button). */
export function splitShownScores(form: ProblemFormState): ProblemFormState {
  const list = activeCaseList(form);
  return { ...form, [list]: withEvenScores(form[list]) };
}
