import { CheckerProtocol, formatExamples } from '@oj/contracts';
import type { AdminProblemSaveDto, AdminSampleDto, ExtraFilesDto } from '@oj/contracts';
import { checkerPayload } from './checker.ts';
import { activeCases, needsGroups } from './model.ts';
import type { ExtraFileRow, ProblemFormState } from './model.ts';

function extraFiles(rows: readonly ExtraFileRow[]): ExtraFilesDto | null {
  if (rows.length === 0) return null;
  return Object.fromEntries(rows.map((row) => [row.name.trim(), row.content]));
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The body of POST or PUT /admin/problem for a validated form. */
export function savePayload(form: ProblemFormState): AdminProblemSaveDto {
  const groups = needsGroups(form.judgeCaseMode);
  const samples: AdminSampleDto[] = activeCases(form).map((each) => ({
    ...(form.changeTestCase || each.id === undefined ? {} : { id: each.id }),
    input: each.input,
    output: each.output,
    score: form.type === 1 ? each.score : (each.score ?? null),
    groupNum: groups ? each.groupNum : (each.groupNum ?? null),
  }));
  const checker = form.judgeMode !== 'default';
  return {
    problem: {
      ...(form.id === undefined ? {} : { id: form.id }),
      problemId: form.problemId.trim(),
      title: form.title.trim(),
      description: form.description,
      input: form.input,
      output: form.output,
      examples: formatExamples(form.examples.filter((example) => example.input !== '' || example.output !== '')),
      hint: orNull(form.hint),
      source: orNull(form.source),
      timeLimit: form.timeLimit ?? 1000,
      memoryLimit: form.memoryLimit ?? 256,
      stackLimit: form.stackLimit ?? 128,
      difficulty: form.difficulty,
      auth: form.auth,
      type: form.type,
      codeShare: form.codeShare,
      judgeMode: form.judgeMode,
      judgeCaseMode: form.judgeCaseMode,
      spjLanguage: checker ? form.spjLanguage : null,
      spjCode: checker ? form.spjCode : null,
      isRemoveEndBlank: form.isRemoveEndBlank,
      // Only the default mode compares with a built-in checker; the others store none.
      builtinChecker: checker ? null : checkerPayload(form.builtinChecker),
      checkerProtocol: form.checkerProtocol,
      // Only a Kattis validator takes flags: another protocol sends none, so the server drops the stored ones.
      validatorFlags: form.checkerProtocol === CheckerProtocol.Kattis ? form.validatorFlags.trim() : '',
      openCaseResult: form.openCaseResult,
      isFileIO: form.isFileIO,
      ioReadFileName: form.isFileIO ? form.ioReadFileName.trim() : null,
      ioWriteFileName: form.isFileIO ? form.ioWriteFileName.trim() : null,
      userExtraFile: extraFiles(form.userExtraFiles),
      judgeExtraFile: extraFiles(form.judgeExtraFiles),
    },
    codeTemplates: form.languages
      .map((lid) => ({ lid, template: form.templates[lid] }))
      .filter(({ template }) => template !== undefined && (template.status || template.code !== ''))
      .map(({ lid, template }) => ({ lid, code: template?.code ?? '', status: template?.status ?? false })),
    tags: form.tags,
    languages: form.languages,
    isUploadTestCase: form.isUploadCase,
    uploadTestcaseDir: form.changeTestCase && form.isUploadCase ? form.uploadTestcaseDir : null,
    samples,
    changeTestCase: form.changeTestCase,
  };
}
