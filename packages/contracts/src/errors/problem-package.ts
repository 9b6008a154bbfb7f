import { defineMessages } from './define.ts';

// Messages of the problem-package library (@oj/problem-package, issue 24): a refused archive (badRequest, with
// the entry or file at fault), and the notes an import report shows for what a format could not carry over
// (declared as success messages: they go with a package that was read, not with a refusal).

/** Why a problem package is refused, and what an import could not keep (English; zh-CN in @oj/i18n/server). */
export const ProblemPackageMessage = defineMessages('problemPackage', {
  // ---------------------------------------------------------------- the archive itself
  damaged: { as: 'badRequest', params: ['name'], en: (name: string) => `${name} is damaged and cannot be read as a zip archive` },
  empty: { as: 'badRequest', en: 'The archive is empty' },
  unknownFormat: {
    as: 'badRequest',
    params: ['name'],
    en: (name: string) =>
      `${name} is not a problem package this site reads: expected an HOJ zip, an FPS XML file, a QDUOJ zip, a Hydro zip or an ICPC (Kattis) problem package`,
  },
  tooManyEntries: {
    as: 'badRequest',
    params: ['count', 'max'],
    en: (count: number, max: number) => `The archive holds ${count} entries, more than the ${max} allowed`,
  },
  outsideRoot: {
    as: 'badRequest',
    params: ['name'],
    en: (name: string) => `Archive entry ${name} points outside the archive (absolute path, drive letter, backslash or ..)`,
  },
  symlink: { as: 'badRequest', params: ['name'], en: (name: string) => `Archive entry ${name} is a symbolic link; only plain files are accepted` },
  encrypted: { as: 'badRequest', params: ['name'], en: (name: string) => `Archive entry ${name} is encrypted; use an archive without a password` },
  duplicateEntry: { as: 'badRequest', params: ['name'], en: (name: string) => `The archive holds ${name} more than once` },
  unpackedTooLarge: { as: 'badRequest', params: ['maxMb'], en: (maxMb: number) => `The package unpacks to more than ${maxMb} MB` },
  entryRatio: {
    as: 'badRequest',
    params: ['name', 'ratio'],
    en: (name: string, ratio: number) => `Archive entry ${name} expands more than ${ratio} times its packed size: refused as a possible zip bomb`,
  },
  entryUnreadable: {
    as: 'badRequest',
    params: ['name'],
    en: (name: string) => `Archive entry ${name} cannot be unpacked (damaged or an unsupported compression method)`,
  },
  fileTooLarge: {
    as: 'badRequest',
    params: ['name', 'maxMb'],
    en: (name: string, maxMb: number) => `${name} is larger than the ${maxMb} MB allowed for a statement, setting or source file`,
  },
  tooManyProblems: {
    as: 'badRequest',
    params: ['count', 'max'],
    en: (count: number, max: number) => `The package holds ${count} problems, more than the ${max} allowed in one import`,
  },
  // ---------------------------------------------------------------- its content
  brokenJson: {
    as: 'badRequest',
    params: ['file', 'line', 'detail'],
    en: (file: string, line: number, detail: string) => `${file} is not valid JSON (line ${line}): ${detail}`,
  },
  brokenYaml: {
    as: 'badRequest',
    params: ['file', 'line', 'detail'],
    en: (file: string, line: number, detail: string) => `${file} is not valid YAML (line ${line}): ${detail}`,
  },
  brokenXml: {
    as: 'badRequest',
    params: ['file', 'line', 'detail'],
    en: (file: string, line: number, detail: string) => `${file} is not valid XML (line ${line}): ${detail}`,
  },
  invalidField: {
    as: 'badRequest',
    params: ['file', 'field', 'detail'],
    en: (file: string, field: string, detail: string) => `${file}: ${field} ${detail}`,
  },
  missingFile: { as: 'badRequest', params: ['name'], en: (name: string) => `The package has no ${name}, which it needs` },
  missingAnswer: {
    as: 'badRequest',
    params: ['input', 'answer'],
    en: (input: string, answer: string) => `Test input ${input} has no answer (${answer}); every test needs one in this judge mode`,
  },
  noTestCases: { as: 'badRequest', params: ['problem'], en: (problem: string) => `Problem ${problem} has no test data` },
  unsupportedType: {
    as: 'badRequest',
    params: ['problem', 'type'],
    en: (problem: string, type: string) => `Problem ${problem} is of type ${type}, which this site cannot judge`,
  },
  interactorProtocol: {
    as: 'badRequest',
    params: ['problem', 'protocol'],
    en: (problem: string, protocol: string) =>
      `Problem ${problem} has an interactor of the ${protocol} protocol, which has no interactive form: interactive problems take testlib or Kattis interactors`,
  },
  // ---------------------------------------------------------------- notes of the import report
  noteCheckerApproximated: {
    as: 'success',
    params: ['detail'],
    en: (detail: string) => `The comparison is approximated: ${detail}`,
  },
  noteIgnored: {
    as: 'success',
    params: ['what'],
    en: (what: string) => `Not imported (this site has no equivalent): ${what}`,
  },
  noteLanguageUnknown: {
    as: 'success',
    params: ['language', 'where'],
    en: (language: string, where: string) => `Language ${language} of ${where} is not one of this site's; that part was left out`,
  },
  noteTimeLimitDefault: {
    as: 'success',
    params: ['ms'],
    en: (ms: number) => `The package gives no time limit; ${ms} ms was set, check it`,
  },
  noteSubtaskAggregation: {
    as: 'success',
    params: ['subtask', 'aggregation'],
    en: (subtask: number, aggregation: string) =>
      `Subtask ${subtask} scores by "${aggregation}", which this site does not have; it is scored as all-or-nothing (lowest case)`,
  },
  noteSubtaskDependencies: {
    as: 'success',
    params: ['subtask'],
    en: (subtask: number) => `Subtask ${subtask} depends on other subtasks; this site judges every subtask on its own`,
  },
  notePerCaseLimits: {
    as: 'success',
    params: ['count'],
    en: (count: number) => `${count} tests have their own time or memory limit; this site applies the problem's limits to every test`,
  },
  // No longer written: every protocol is judged as it is (checker-protocol.ts). Kept so that reports of
  // imports from before still read.
  noteCheckerProtocol: {
    as: 'success',
    params: ['protocol'],
    en: (protocol: string) => `The checker follows the ${protocol} protocol, not testlib's; it needs an adapter or a rewrite before judging`,
  },
  noteLatexStatement: { as: 'success', params: ['file'], en: (file: string) => `${file} is LaTeX; it was kept as source text` },
  noteSampleTooLarge: {
    as: 'success',
    params: ['name'],
    en: (name: string) => `Sample ${name} is too large to show in the statement; it is still judged`,
  },
});
