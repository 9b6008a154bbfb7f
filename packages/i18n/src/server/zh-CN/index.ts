import type { MessageAreas, Translations } from '@oj/contracts';
import { AC_INFO_ZH_CN } from './ac-info.ts';
import { ACCOUNT_ZH_CN } from './account.ts';
import { ADMIN_PROBLEM_ZH_CN } from './admin-problem.ts';
import { ADMIN_USER_ZH_CN } from './admin-user.ts';
import { AI_ZH_CN } from './ai.ts';
import { COMMENT_ZH_CN } from './comment.ts';
import { COMMON_ZH_CN } from './common.ts';
import { CONTEST_ZH_CN } from './contest.ts';
import { CONTEST_ADMIN_ZH_CN } from './contest-admin.ts';
import { CONTEST_BOARD_ZH_CN } from './contest-board.ts';
import { EMAIL_CONFIG_ZH_CN } from './email-config.ts';
import { FILES_ZH_CN } from './files.ts';
import { ICPC_API_ZH_CN } from './icpc-api.ts';
import { LIVE_ZH_CN } from './live.ts';
import { PRINT_ZH_CN } from './print.ts';
import { PROBLEM_ZH_CN } from './problem.ts';
import { SITE_ZH_CN } from './site.ts';
import { SUBMISSION_ZH_CN } from './submission.ts';
import { TEST_DATA_ZH_CN } from './test-data.ts';
import { VALIDATION_ZH_CN } from './validation.ts';
import { TRAINING_ZH_CN } from './training.ts';
import { TRAINING_ADMIN_ZH_CN } from './training-admin.ts';
import { TIDAN_ZH_CN } from './tidan.ts';
import { LESSON_ZH_CN } from './lesson.ts';
import { TIMED_WORK_ZH_CN } from './timed-work.ts';
import { NOTICE_ZH_CN } from './notice.ts';
import { ANNOUNCEMENT_ZH_CN } from './announcement.ts';
import { GROUP_ZH_CN } from './group.ts';
import { DISCUSSION_ZH_CN } from './discussion.ts';
import { PROBLEM_PACKAGE_ZH_CN } from './problem-package.ts';
import { PROBLEM_IMPORT_ZH_CN } from './problem-import.ts';

/** The zh-CN text of every server message, by area and key: a declared code without one does not compile. */
export const SERVER_MESSAGES_ZH_CN: { readonly [A in keyof MessageAreas]: Translations<MessageAreas[A]> } = {
  common: COMMON_ZH_CN,
  validation: VALIDATION_ZH_CN,
  contest: CONTEST_ZH_CN,
  contestAdmin: CONTEST_ADMIN_ZH_CN,
  board: CONTEST_BOARD_ZH_CN,
  icpcApi: ICPC_API_ZH_CN,
  acInfo: AC_INFO_ZH_CN,
  print: PRINT_ZH_CN,
  submission: SUBMISSION_ZH_CN,
  comment: COMMENT_ZH_CN,
  testData: TEST_DATA_ZH_CN,
  ai: AI_ZH_CN,
  adminUser: ADMIN_USER_ZH_CN,
  account: ACCOUNT_ZH_CN,
  adminProblem: ADMIN_PROBLEM_ZH_CN,
  files: FILES_ZH_CN,
  problem: PROBLEM_ZH_CN,
  live: LIVE_ZH_CN,
  site: SITE_ZH_CN,
  emailConfig: EMAIL_CONFIG_ZH_CN,
  training: TRAINING_ZH_CN,
  trainingAdmin: TRAINING_ADMIN_ZH_CN,
  tidan: TIDAN_ZH_CN,
  lesson: LESSON_ZH_CN,
  timedWork: TIMED_WORK_ZH_CN,
  notice: NOTICE_ZH_CN,
  announcement: ANNOUNCEMENT_ZH_CN,
  group: GROUP_ZH_CN,
  discussion: DISCUSSION_ZH_CN,
  problemPackage: PROBLEM_PACKAGE_ZH_CN,
  problemImport: PROBLEM_IMPORT_ZH_CN,
};
