import type { TrainingMessage, Translations } from '@oj/contracts';

/** zh-CN texts of TrainingMessage (packages/contracts/src/errors/training.ts). */
export const TRAINING_ZH_CN: Translations<typeof TrainingMessage> = {
  trainingNotExists: '该训练不存在',
  signInFirst: '请先登录',
  notRegistered: '您尚未报名该训练',
  problemNotInTraining: '该题目不在此训练中',
  noRank: '只有私有训练才有排行榜',
  registered: '报名训练成功',
  wrongPassword: '训练密码错误',
  passwordRequired: '请输入训练密码',
  tooManyPasswordGuesses: (minutes) => `训练密码错误次数过多，请 ${minutes} 分钟后再试`,
};
