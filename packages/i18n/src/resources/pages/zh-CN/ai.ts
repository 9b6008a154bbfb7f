// 可选的 AI 助手（规格 01 §2、§7）：按钮与回答对话框。
export const aiMessages = {
  ai: {
    explainProblem: 'AI 讲解',
    explainCompileError: '解释编译错误',
    provideIdea: '解题思路',
    perfectCode: '代码点评',
    titles: {
      explainProblem: 'AI 讲解题目',
      explainCompileError: 'AI 解释编译错误',
      provideIdea: 'AI 解题思路',
      perfectCode: 'AI 代码点评',
    },
    thinking: '思考中...',
    stop: '停止',
    retry: '重试',
    stopped: '已停止：上面的回答不完整。',
    failed: 'AI 未能回答',
    empty: 'AI 没有给出回答。',
    disclaimer: '由 AI 生成，可能有误，请自行核对。',
    loginFirst: '请先登录',
  },
};
