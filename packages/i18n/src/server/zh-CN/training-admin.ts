import type { TrainingAdminMessage, Translations } from '@oj/contracts';

/** zh-CN texts of TrainingAdminMessage (packages/contracts/src/errors/training-admin.ts). */
export const TRAINING_ADMIN_ZH_CN: Translations<typeof TrainingAdminMessage> = {
  trainingNotExists: '该训练不存在',
  notYourTraining: '您只能管理自己创建的训练',
  categoryNotExists: '训练分类不存在',
  unknownCategory: '训练分类不存在',
  categoryInUse: '该分类正被训练使用，请先将这些训练移到其他分类',
  passwordRequired: '私有训练必须设置密码',
  problemNotExists: '该题目不存在',
  problemNotPublic: '只能从公共题库添加公开题目',
  notGroupTraining: '只有团队训练才能添加团队题目',
  problemNotInGroup: '该题目不属于此团队',
  problemAlreadyAdded: '该题目已在此训练中',
  trainingProblemNotExists: '训练题目不存在',
  notGroupTrainingHere: '该团队中不存在此训练',
  categoryNotForGroup: '训练分类不存在',
  cloneSuperAdminOnly: '只有超级管理员可以克隆训练',
  cloneTargetRequired: '请选择目标团队',
  cloneSameGroup: '目标团队必须是另一个团队',
  cloneForeignProblem: (training, problemId) => `训练“${training}”含有其他团队的题目 ${problemId}，请先将其从训练中移除再克隆`,
  cloneCopyUnavailable: '暂时无法复制团队题目，请稍后再试',
  cloned: '复制成功',
  created: '创建成功',
  updated: '更新成功',
  deleted: '删除成功',
  added: '添加成功',
};
