import { defineMessages } from './define.ts';

// Messages of the back office's problem import and export (issue 24): the upload and the job's refusals,
// the report's lines (per problem: why it failed, what was renamed or left out, how its reference
// solutions did), and the export's refusals. The package's own refusals and notes are ProblemPackageMessage.

/** Problem import and export (English; zh-CN in @oj/i18n/server). */
export const ProblemImportMessage = defineMessages('problemImport', {
  // ---------------------------------------------------------------- upload and job
  uploaded: { as: 'success', en: 'Package uploaded' },
  started: { as: 'success', en: 'Import started' },
  fileRequired: { as: 'badRequest', en: 'Please choose a problem package to upload (a zip or an FPS XML file)' },
  uploadMalformed: { as: 'badRequest', en: 'The upload is malformed: send the package as multipart/form-data' },
  tooLarge: { as: 'badRequest', params: ['maxMb'], en: (maxMb: number) => `The package is larger than ${maxMb} MB` },
  jobNotFound: { as: 'notFound', en: 'No such import' },
  alreadyStarted: { as: 'conflict', en: 'This import has already been started' },
  uploadGone: { as: 'conflict', en: 'The uploaded package is no longer on the server; upload it again' },
  otherInstance: {
    as: 'conflict',
    en: 'The package was uploaded to another server of this site, which did not start it; upload it again',
  },
  restarted: { as: 'badRequest', en: 'The service restarted during the import' },
  resumed: { as: 'success', en: 'The service restarted during the import; the import went on from where it stopped' },
  neverStarted: { as: 'badRequest', en: 'The package was uploaded but the import was never started; it was removed' },
  unexpected: { as: 'internal', en: 'The import stopped on an unexpected error (the service log has the details)' },
  // ---------------------------------------------------------------- per problem
  problemUnexpected: { as: 'internal', en: 'This problem could not be imported because of an unexpected error (the service log has the details)' },
  displayIdTaken: {
    as: 'conflict',
    params: ['problemId'],
    en: (problemId: string) => `Display id ${problemId} is already used on this site; the problem was not imported`,
  },
  displayIdRenamed: {
    as: 'success',
    params: ['from', 'to'],
    en: (from: string, to: string) => `Display id ${from} is already used or not allowed here; the problem was imported as ${to}`,
  },
  displayIdGiven: { as: 'success', params: ['problemId'], en: (problemId: string) => `The package gives no display id; the problem was given ${problemId}` },
  statementNotKept: {
    as: 'success',
    params: ['language'],
    en: (language: string) => `The statement in "${language}" was not kept: a problem here has one statement`,
  },
  imageNotKept: {
    as: 'success',
    params: ['name', 'detail'],
    en: (name: string, detail: string) => `Image ${name} was not kept (${detail}); its link in the statement was left as it was`,
  },
  defaultLanguages: {
    as: 'success',
    en: "The package names no language this site judges; the site's usual languages were set",
  },
  checkerNotCompiled: {
    as: 'badRequest',
    params: ['detail'],
    en: (detail: string) => `The checker or interactor did not compile on a judge node: ${detail}`,
  },
  fieldCut: { as: 'success', params: ['field', 'max'], en: (field: string, max: number) => `${field} was cut to ${max} characters` },
  // ---------------------------------------------------------------- verification
  verifyPassed: { as: 'success', en: 'Every accepted reference solution passed' },
  verifyFailed: {
    as: 'success',
    params: ['failed', 'total'],
    en: (failed: number, total: number) => `${failed} of ${total} accepted reference solutions did not pass; the problem was left hidden`,
  },
  verifyTimeout: {
    as: 'success',
    params: ['minutes'],
    en: (minutes: number) => `No verdict came within ${minutes} minutes (is a judge node running?); the problem was left hidden`,
  },
  verifyMismatch: {
    as: 'success',
    params: ['name', 'expected', 'actual'],
    en: (name: string, expected: string, actual: string) => `Reference solution ${name} should get ${expected} but got ${actual}`,
  },
  verifyNotRun: {
    as: 'success',
    params: ['detail'],
    en: (detail: string) => `The reference solutions could not be judged: ${detail}; the problem was left hidden`,
  },
  // ---------------------------------------------------------------- export
  exportEmpty: { as: 'badRequest', en: 'Choose at least one problem or a contest to export' },
  exportTooMany: { as: 'badRequest', params: ['max'], en: (max: number) => `At most ${max} problems can be exported at once` },
  exportProblemNotFound: { as: 'notFound', params: ['pid'], en: (pid: number) => `Problem ${pid} does not exist` },
  exportRemote: {
    as: 'badRequest',
    params: ['problemId'],
    en: (problemId: string) => `Problem ${problemId} is judged on another site; it has no test data to export`,
  },
  exportNoTestData: { as: 'badRequest', params: ['problemId'], en: (problemId: string) => `Problem ${problemId} has no test data in the store` },
  exportContestNotFound: { as: 'notFound', en: 'The contest does not exist' },
  exportContestEmpty: { as: 'badRequest', en: 'The contest has no problems' },
});
