import type { AiMessage, Translations } from '@oj/contracts';

/** zh-CN texts of AiMessage (packages/contracts/src/errors/ai.ts). */
export const AI_ZH_CN: Translations<typeof AiMessage> = {
  chatClosed: '本站未开启 AI 对话',
  notConfigured: 'AI 服务尚未配置',
  unavailable: 'AI 服务暂时不可用，请稍后再试',
  submissionNotExists: '该提交不存在',
  contestProblem: '比赛题目不提供 AI 帮助',
  contestSubmission: '比赛中的提交不提供 AI 帮助',
  statusNotAllowed: '只有编译错误、答案错误或通过的提交可以使用 AI 帮助',
  notCompileError: '只有编译错误的提交可以解释编译信息',
  busy: 'AI 还在回答中，请等待其完成',
  tooFast: (seconds) => `请等待 ${seconds} 秒后再向 AI 提问`,
  timedOut: 'AI 回答时间过长，已停止',
  failed: 'AI 服务回答时出错，请稍后再试',
  updated: '更新成功',
  apiUrlInvalid: 'apiUrl 必须是 http 或 https 网址',
  modelInvalid: 'model 长度应为 1 到 100 个字符，且不能包含控制字符',
  apiKeyInvalid: 'apiKey 不能包含控制字符或空格',
};
