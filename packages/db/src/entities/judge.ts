import { JudgeCaseMode, Verdict } from '@oj/contracts';
import type { JudgeCaseModeName } from '@oj/contracts';
import {
  auditColumns,
  boolColumn,
  datetimeColumn,
  defineEntity,
  idColumn,
  intColumn,
  nullableIntColumn,
  textColumn,
  uidColumn,
  varcharColumn,
} from './columns.ts';

/** `judge`: one submission and its final result. */
export interface JudgeRow {
  submitId: number;
  pid: number;
  /** Problem display id as the submitter saw it (contest display id inside contests). */
  displayPid: string;
  uid: string;
  username: string;
  submitTime: Date;
  /** Verdict code (`Verdict`). */
  status: number;
  share: boolean;
  errorMessage: string | null;
  /** CPU time in ms. */
  time: number | null;
  /** Peak memory in KB. */
  memory: number | null;
  score: number | null;
  /** Code length in characters. */
  length: number;
  code: string;
  /** Language name (`language.name`). */
  language: string;
  gid: number | null;
  /** Contest id; 0 = not a contest. */
  cid: number;
  /** Contest-problem id; 0 outside contests. */
  cpid: number;
  /** Training id, when submitted from a training. */
  tid: number | null;
  /** Name of the judge node that judged it. */
  judger: string | null;
  ip: string | null;
  /**
   * Bumped on every (re)judge request; a result carries the version it was judged under and is
   * written only while it still matches, so late results of an earlier run are dropped.
   */
  version: number;
  /**
   * SHA-256 (hex) of the result token of the current job; a judge result counts only with the
   * matching token (migration 0004). Null until the first dispatch.
   */
  resultTokenHash?: string | null;
  oiRankScore: number | null;
  isManual: boolean;
  isRemote: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const JudgeEntity = defineEntity<JudgeRow>({
  name: 'Judge',
  tableName: 'judge',
  columns: {
    submitId: idColumn(),
    pid: intColumn(),
    displayPid: varcharColumn(100),
    uid: uidColumn(),
    username: varcharColumn(20),
    submitTime: datetimeColumn(),
    status: intColumn(Verdict.Pending),
    share: boolColumn(false),
    errorMessage: textColumn('mediumtext'),
    time: nullableIntColumn(),
    memory: nullableIntColumn(),
    score: nullableIntColumn(),
    length: intColumn(0),
    code: textColumn('mediumtext', false),
    language: varcharColumn(64),
    gid: nullableIntColumn(),
    cid: intColumn(0),
    cpid: intColumn(0),
    tid: nullableIntColumn(),
    judger: varcharColumn(64, { nullable: true }),
    ip: varcharColumn(64, { nullable: true }),
    version: intColumn(0),
    resultTokenHash: varcharColumn(64, { nullable: true }),
    oiRankScore: nullableIntColumn(),
    isManual: boolColumn(false),
    isRemote: boolColumn(false),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_judge_uid', columns: ['uid'] },
    { name: 'IDX_judge_pid', columns: ['pid'] },
    { name: 'IDX_judge_status', columns: ['status'] },
    { name: 'IDX_judge_submitTime', columns: ['submitTime'] },
    // Lists filter on both; entries are in submitId order within each (cid, gid) (migration 0002).
    { name: 'IDX_judge_cid_gid', columns: ['cid', 'gid'] },
  ],
});

/** `judge_case`: the result of one test case of one submission. */
export interface JudgeCaseRow {
  id: number;
  submitId: number;
  uid: string;
  pid: number;
  /** `problem_case.id` of the case. */
  caseId: number;
  status: number;
  /** CPU time in ms. */
  time: number | null;
  /** Peak memory in KB. */
  memory: number | null;
  score: number | null;
  groupNum: number | null;
  /** Order of the case within the submission's run. */
  seq: number;
  mode: JudgeCaseModeName;
  /** Input file name of the case. */
  inputData: string | null;
  /** Expected-output file name of the case. */
  outputData: string | null;
  /** Head of the program's output, when the problem shows case results. */
  userOutput: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const JudgeCaseEntity = defineEntity<JudgeCaseRow>({
  name: 'JudgeCase',
  tableName: 'judge_case',
  columns: {
    id: idColumn(),
    submitId: intColumn(),
    uid: uidColumn(),
    pid: intColumn(),
    caseId: intColumn(),
    status: intColumn(),
    time: nullableIntColumn(),
    memory: nullableIntColumn(),
    score: nullableIntColumn(),
    groupNum: nullableIntColumn(),
    seq: intColumn(0),
    mode: varcharColumn(30, { default: JudgeCaseMode.Default }),
    inputData: varcharColumn(255, { nullable: true }),
    outputData: varcharColumn(255, { nullable: true }),
    userOutput: textColumn('text'),
    ...auditColumns(),
  },
  // The unique index leads with submitId, so it also serves "all cases of a submission".
  indices: [{ name: 'UQ_judge_case_submit_case', columns: ['submitId', 'caseId'], unique: true }],
});
