// The back office's English messages: the `admin` namespace, which only the admin app loads.
import { enUSProblemPackage } from './problem-package.en-US.ts';
import { enUSBatch, enUSGroupProblem } from './batch.en-US.ts';
import { enUSConfig } from './config.en-US.ts';
import { enUSHome } from './home.en-US.ts';
import { enUSContest } from './contest.en-US.ts';
import { enUSTraining } from './training.en-US.ts';
import { enUSTimedWork } from './timed-work.en-US.ts';
import { enUSLesson } from './lesson.en-US.ts';
import { enUSTidan } from './tidan.en-US.ts';
import { enUSDashboard } from './dashboard.en-US.ts';
import { enUSDataTable } from './data-table.en-US.ts';
import { enUSMarkdownEditor } from './markdown-editor.en-US.ts';
import { enUSNotices } from './notices.en-US.ts';
import { enUSDiscussions } from './discussions.en-US.ts';
import { enUSProblem } from './problem.en-US.ts';
import { enUSUpload } from './upload.en-US.ts';
import { enUSTags } from './tags.en-US.ts';
import { enUSTeamAccounts } from './team-accounts.en-US.ts';
import { enUSUsers } from './users.en-US.ts';

export const enUSAdmin = {
  title: 'Back Office',
  login: {
    title: 'Administrator Login',
    submit: 'Login',
    notAdmin: 'This account is not an administrator',
  },
  dashboard: enUSDashboard,
  config: enUSConfig,
  home: enUSHome,
  dataTable: enUSDataTable,
  problem: enUSProblem,
  markdownEditor: enUSMarkdownEditor,
  upload: enUSUpload,
  users: enUSUsers,
  tags: enUSTags,
  batch: enUSBatch,
  problemPackage: enUSProblemPackage,
  groupProblem: enUSGroupProblem,
  contest: enUSContest,
  training: enUSTraining,
  timedWork: enUSTimedWork,
  lesson: enUSLesson,
  tidan: enUSTidan,
  teamAccounts: enUSTeamAccounts,
  notices: enUSNotices,
  discussions: enUSDiscussions,
  menu: {
    dashboard: 'Dashboard',
    general: 'General',
    user: 'Users',
    announcement: 'Announcements',
    notice: 'Notifications',
    tools: 'Tools',
    conf: 'System Config',
    switch: 'Switches',
    problem: 'Problems',
    problemList: 'Problem List',
    problemCreate: 'Create Problem',
    problemTag: 'Tags',
    groupProblemApply: 'Group Problem Examine',
    problemBatch: 'Batch Operations',
    problemImport: 'Problem Import',
    problemExport: 'Problem Export',
    training: 'Trainings',
    trainingList: 'Training List',
    trainingCreate: 'Create Training',
    trainingCategory: 'Categories',
    contest: 'Contests',
    contestList: 'Contest List',
    contestCreate: 'Create Contest',
    timedwork: 'Timed Contests',
    timedworkList: 'Timed Contest List',
    timedworkCreate: 'Create Timed Contest',
    lesson: 'Lessons',
    lessonList: 'Lesson List',
    lessonCreate: 'Create Lesson',
    tidan: 'Problem Sets',
    discussion: 'Discussions and Reports',
    backToSite: 'Back to the site',
  },
  page: {
    timedworkEdit: 'Edit Timed Contest',
    timedworkProblems: 'Timed Contest Problems',
    problemEdit: 'Edit Problem',
    lessonEdit: 'Edit Lesson',
    lessonGroups: 'Lesson Groups',
    trainingEdit: 'Edit Training',
    trainingProblems: 'Training Problems',
    contestEdit: 'Edit Contest',
    contestAnnouncement: 'Contest Announcements',
    contestProblems: 'Contest Problems',
    contestProblemCreate: 'Create Contest Problem',
    contestProblemEdit: 'Edit Contest Problem',
  },
  guard: {
    loginFirst: 'Please login first by admin account',
  },
} as const;
