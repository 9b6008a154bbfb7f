import type { TimedWorkMessage, Translations } from '@oj/contracts';

/** zh-CN texts of TimedWorkMessage (packages/contracts/src/errors/timed-work.ts). */
export const TIMED_WORK_ZH_CN: Translations<typeof TimedWorkMessage> = {
  notExists: '该限时作业不存在',
  started: '报名比赛成功',
  notStarted: '限时作业尚未开始',
  ended: '比赛已结束',
  alreadyStarted: '您已开始该限时作业',
  notEntered: '请先开始答题',
  handedIn: '您已交卷',
  rankLocked: '交卷后才能查看排名',
  adminOnly: '只有管理员可以查看限时作业的提交',
  problemNotInWork: '该题目不在本限时作业中',
  problemNotExists: '该题目不存在',
  displayIdTaken: '本限时作业的另一道题已使用该展示 ID',
  problemTaken: '该题目已在限时作业中',
  tooManyProblems: (max) => `限时作业最多包含 ${max} 道题目`,
  badTimes: '结束时间必须晚于开始时间',
  passwordRequired: '私有限时作业需要设置密码',
  titleRequired: '标题不能为空',
};
