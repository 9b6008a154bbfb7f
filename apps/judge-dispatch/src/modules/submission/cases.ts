import type { DataSource } from 'typeorm';
import { JudgeCaseMode, ProblemType } from '@oj/contracts';
import type { CaseResultDto, JudgeCaseDto, JudgeCaseModeName, VerdictCode } from '@oj/contracts';
import { JudgeCaseEntity } from '@oj/db';
import { findProblem } from '@oj/db/reads';
import { subtaskVoList } from '@oj/judge-core';
import type { CaseResultAccess, Viewer } from './access.ts';
import { caseResultAccess } from './access.ts';
import type { SubmissionRow } from '../judge-rows/rows.ts';

type SubtaskMode = typeof JudgeCaseMode.SubtaskLowest | typeof JudgeCaseMode.SubtaskAverage;

function isSubtaskMode(mode: string): mode is SubtaskMode {
  return mode === JudgeCaseMode.SubtaskLowest || mode === JudgeCaseMode.SubtaskAverage;
}

/**
 * get-all-case-result: the stored case results of a submission in run order, plus the subtask view
 * in the subtask modes, as much of them as `caseResultAccess` gives this viewer, or as `given`
 * says (a contest's rules, sight.ts).
 */
export async function caseResultOf(db: DataSource, row: SubmissionRow, viewer: Viewer, given: CaseResultAccess | null = null): Promise<CaseResultDto> {
  const problem = await findProblem(db, row.pid, ['id', 'type', 'judgeCaseMode', 'openCaseResult']);
  const mode: JudgeCaseModeName = problem?.judgeCaseMode ?? JudgeCaseMode.Default;
  const access = given ?? caseResultAccess(row, viewer, problem?.openCaseResult === true);
  if (access === 'none') return { judgeCaseMode: mode, judgeCaseList: null, subTaskJudgeCaseVoList: null };
  const full = access === 'full';
  const rows = await db.getRepository(JudgeCaseEntity).find({ where: { submitId: row.submitId }, order: { seq: 'ASC', id: 'ASC' } });
  const cases: JudgeCaseDto[] = rows.map((item) => ({
    caseId: item.caseId,
    seq: item.seq,
    status: item.status,
    score: item.score,
    time: item.time,
    memory: item.memory,
    groupNum: item.groupNum,
    inputData: full ? item.inputData : null,
    outputData: full ? item.outputData : null,
    userOutput: full ? item.userOutput : null,
  }));
  const subtasks = isSubtaskMode(mode)
    ? subtaskVoList(
        mode,
        cases,
        (item) => ({ status: item.status as VerdictCode, score: item.score ?? 0, timeMs: item.time ?? 0, memoryKb: item.memory ?? 0, groupNum: item.groupNum }),
        problem?.type === ProblemType.Oi,
      )
    : null;
  return { judgeCaseMode: mode, judgeCaseList: cases, subTaskJudgeCaseVoList: subtasks };
}
