// The back office's Chinese messages. The AdminMessages type makes the compiler reject a missing or extra key.
import { zhCNProblemPackage } from './problem-package.zh-CN.ts';
import { zhCNBatch, zhCNGroupProblem } from './batch.zh-CN.ts';
import { zhCNConfig } from './config.zh-CN.ts';
import { zhCNHome } from './home.zh-CN.ts';
import { zhCNContest } from './contest.zh-CN.ts';
import { zhCNTraining } from './training.zh-CN.ts';
import { zhCNTimedWork } from './timed-work.zh-CN.ts';
import { zhCNLesson } from './lesson.zh-CN.ts';
import { zhCNTidan } from './tidan.zh-CN.ts';
import { zhCNDashboard } from './dashboard.zh-CN.ts';
import { zhCNDataTable } from './data-table.zh-CN.ts';
import { zhCNMarkdownEditor } from './markdown-editor.zh-CN.ts';
import { zhCNNotices } from './notices.zh-CN.ts';
import { zhCNDiscussions } from './discussions.zh-CN.ts';
import { zhCNProblem } from './problem.zh-CN.ts';
import type { AdminMessages } from './types.ts';
import { zhCNTags } from './tags.zh-CN.ts';
import { zhCNTeamAccounts } from './team-accounts.zh-CN.ts';
import { zhCNUsers } from './users.zh-CN.ts';
import { zhCNUpload } from './upload.zh-CN.ts';

export const zhCNAdmin: AdminMessages = {
  title: '后台管理',
  login: {
    title: '管理员登录',
    submit: '登录',
    notAdmin: '该账号不是管理员',
  },
  dashboard: zhCNDashboard,
  config: zhCNConfig,
  home: zhCNHome,
  dataTable: zhCNDataTable,
  problem: zhCNProblem,
  markdownEditor: zhCNMarkdownEditor,
  upload: zhCNUpload,
  users: zhCNUsers,
  tags: zhCNTags,
  batch: zhCNBatch,
  problemPackage: zhCNProblemPackage,
  groupProblem: zhCNGroupProblem,
  contest: zhCNContest,
  training: zhCNTraining,
  timedWork: zhCNTimedWork,
  lesson: zhCNLesson,
  tidan: zhCNTidan,
  teamAccounts: zhCNTeamAccounts,
  notices: zhCNNotices,
  discussions: zhCNDiscussions,
  menu: {
    dashboard: '仪表盘',
    general: '常规',
    user: '用户管理',
    announcement: '公告管理',
    notice: '系统通知',
    tools: '工具管理',
    conf: '系统配置',
    switch: '系统开关',
    problem: '题目',
    problemList: '题目列表',
    problemCreate: '创建题目',
    problemTag: '标签管理',
    groupProblemApply: '团队题目审核',
    problemBatch: '批量操作',
    problemImport: '导入题目',
    problemExport: '导出题目',
    training: '训练',
    trainingList: '训练列表',
    trainingCreate: '创建训练',
    trainingCategory: '训练分类',
    contest: '比赛',
    contestList: '比赛列表',
    contestCreate: '创建比赛',
    timedwork: '限时作业',
    timedworkList: '限时作业列表',
    timedworkCreate: '创建限时作业',
    lesson: '课程',
    lessonList: '课程列表',
    lessonCreate: '创建课程',
    tidan: '题单管理',
    discussion: '讨论与举报',
    backToSite: '返回前台',
  },
  page: {
    timedworkEdit: '编辑限时作业',
    timedworkProblems: '限时作业题目',
    problemEdit: '编辑题目',
    lessonEdit: '编辑课程',
    lessonGroups: '课程团队',
    trainingEdit: '编辑训练',
    trainingProblems: '训练题目',
    contestEdit: '编辑比赛',
    contestAnnouncement: '比赛公告',
    contestProblems: '比赛题目',
    contestProblemCreate: '创建比赛题目',
    contestProblemEdit: '编辑比赛题目',
  },
  guard: {
    loginFirst: '请先使用管理员账号登录',
  },
};
