// 题单（规格 02 §2 “Tidan list”）。
export const tidanMessages = {
  tidan: {
    title: '题单',
    empty: '暂无题单',
    noGroups: '该题单暂无分组',
    noProblemGroups: '该分组暂无题目',
    noProblems: '暂无题目',
    count: '{{count}} 题',
    columns: { status: '状态', problemId: '题目ID', title: '题目', accepted: '通过数', submitted: '提交数', submissions: '提交记录' },
    solved: '已通过',
    failed: '尝试过，未通过',
    submissions: '提交记录',
  },
} as const;
