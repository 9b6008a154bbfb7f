import type { ProblemMessage, Translations } from '@oj/contracts';

/** zh-CN texts of ProblemMessage (packages/contracts/src/errors/problem.ts). */
export const PROBLEM_ZH_CN: Translations<typeof ProblemMessage> = {
  problemNotExists: '该题目不存在',
  noProblems: '暂无公开题目',
  noLastAc: '你还没有通过这道题，无法获取最近通过的代码',
  badOj: 'oj 只能是 ME、远程评测的标识（HDU、CF、POJ、GYM、AC、SPOJ、LIBRE），或留空表示全部',
  cidRequired: 'isContestProblemList 为 true 时 cid 不能为空',
  fullScreenTargetRequired: '请提供 tid 或 cid',
  contestNotExists: '该比赛不存在',
  trainingNotExists: '该训练不存在',
  extraFileNotExists: '该文件不存在',
  extraFileBadName: '文件名不能包含路径字符',
};
