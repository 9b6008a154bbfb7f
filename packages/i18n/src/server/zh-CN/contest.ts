import type { ContestMessage, Translations } from '@oj/contracts';

/** zh-CN texts of ContestMessage (packages/contracts/src/errors/contest.ts). */
export const CONTEST_ZH_CN: Translations<typeof ContestMessage> = {
  contestNotExists: '该比赛不存在',
  contestNotStarted: '比赛尚未开始',
  notRegistered: '您尚未报名该比赛',
  notGroupMember: '只有该团队的成员才能参加本比赛',
  problemNotInContest: '该题目不在本比赛中',
  registered: '报名比赛成功',
  wrongPassword: '比赛密码错误',
  passwordRequired: '请输入比赛密码',
  tooManyPasswordGuesses: (minutes) => `比赛密码错误次数过多，请 ${minutes} 分钟后再试`,
  accountLimited: '您的账号不允许报名该比赛',
  outsideBoardClosed: '该比赛未开放外榜',
};
