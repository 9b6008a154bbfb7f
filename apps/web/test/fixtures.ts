// Scripted API answers shared by the screen tests: shapes as the services send them (@oj/contracts).
import type { ProblemDetailResponseDto, ProblemListRecordDto, SubmissionSummaryDto } from '@oj/contracts';

const counts = { total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };

/** A problem-list row. */
export function problemRow(pid: number, fields: Partial<ProblemListRecordDto> = {}): ProblemListRecordDto {
  return { pid, problemId: `P${999 + pid}`, title: `Problem ${pid}`, difficulty: 0, type: 0, tags: [], ...counts, ...fields };
}

/** The tag browser's groups. */
export const TAG_GROUPS = [
  {
    classification: { id: 1, name: 'Basics', oj: 'ME' },
    tagList: [
      { id: 1, name: 'Beginner', color: '#19be6b', oj: 'ME', tcid: 1 },
      { id: 2, name: 'Math', color: '#2d8cf0', oj: 'ME', tcid: 1 },
    ],
  },
  { classification: null, tagList: [{ id: 5, name: 'Knapsack', color: null, oj: 'ME', tcid: null }] },
];

/** A get-problem-detail answer. */
export function problemDetail(fields: Partial<ProblemDetailResponseDto['problem']> = {}): ProblemDetailResponseDto {
  return {
    problem: {
      id: 1,
      problemId: 'P1000',
      title: 'A+B Problem',
      author: 'root',
      description: 'Given $a$ and $b$, print their sum.',
      input: 'Two integers.',
      output: 'One integer.',
      examples: [{ input: '1 2\n', output: '3\n' }],
      hint: null,
      source: null,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      difficulty: 0,
      type: 0,
      auth: 1,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      ioScore: 100,
      codeShare: true,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      isRemote: false,
      gid: null,
      userExtraFile: [],
      gmtCreate: '2026-11-01T00:00:00Z',
      gmtModified: '2026-11-01T00:00:00Z',
      ...fields,
    },
    tags: [{ id: 1, name: 'Beginner', color: '#19be6b' }],
    languages: ['C', 'Python3'],
    codeTemplate: { C: '// C template', Python3: '# Python template' },
    problemCount: { ...counts, total: 10, ac: 4, wa: 6 },
    myStatus: -10,
  };
}

/** A submission summary. */
export function submission(submitId: number, fields: Partial<SubmissionSummaryDto> = {}): SubmissionSummaryDto {
  return {
    submitId,
    pid: 1,
    displayPid: 'P1000',
    displayId: 'P1000',
    title: 'A+B Problem',
    uid: 'u1',
    username: 'alice',
    status: 0,
    score: null,
    oiRankScore: null,
    time: 12,
    memory: 2048,
    length: 120,
    language: 'C',
    judger: 'node-1',
    submitTime: new Date(Date.now() - 60_000).toISOString(),
    share: false,
    isManual: false,
    cid: 0,
    gid: null,
    ...fields,
  };
}
