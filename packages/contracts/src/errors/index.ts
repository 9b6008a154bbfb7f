import { AcInfoMessage } from './ac-info.ts';
import { AccountMessage } from './account.ts';
import { AdminProblemMessage } from './admin-problem.ts';
import { AdminUserMessage } from './admin-user.ts';
import { AiMessage } from './ai.ts';
import { CommentMessage } from './comment.ts';
import { ServiceMessage } from './common.ts';
import { ContestMessage } from './contest.ts';
import { ContestAdminMessage } from './contest-admin.ts';
import { BoardMessage } from './contest-board.ts';
import { EmailConfigMessage } from './email-config.ts';
import { FilesMessage } from './files.ts';
import { IcpcApiMessage } from './icpc-api.ts';
import { LiveMessage } from './live.ts';
import { PrintMessage } from './print.ts';
import { ProblemMessage } from './problem.ts';
import { SiteMessage } from './site.ts';
import { SubmissionMessage } from './submission.ts';
import { TestDataMessage } from './test-data.ts';
import { ValidationMessage } from './validation.ts';
import { TrainingMessage } from './training.ts';
import { TrainingAdminMessage } from './training-admin.ts';
import { TidanMessage } from './tidan.ts';
import { LessonMessage } from './lesson.ts';
import { TimedWorkMessage } from './timed-work.ts';
import { NoticeMessage } from './notice.ts';
import { AnnouncementMessage } from './announcement.ts';
import { GroupMessage } from './group.ts';
import { DiscussionMessage } from './discussion.ts';
import { ProblemPackageMessage } from './problem-package.ts';
import { ProblemImportMessage } from './problem-import.ts';

export * from './define.ts';
export * from './ac-info.ts';
export * from './account.ts';
export * from './admin-problem.ts';
export * from './admin-user.ts';
export * from './ai.ts';
export * from './comment.ts';
export * from './common.ts';
export * from './contest.ts';
export * from './contest-admin.ts';
export * from './contest-board.ts';
export * from './email-config.ts';
export * from './files.ts';
export * from './icpc-api.ts';
export * from './live.ts';
export * from './print.ts';
export * from './problem.ts';
export * from './site.ts';
export * from './submission.ts';
export * from './test-data.ts';
export * from './validation.ts';
export * from './training.ts';
export * from './training-admin.ts';
export * from './tidan.ts';
export * from './lesson.ts';
export * from './timed-work.ts';
export * from './notice.ts';
export * from './announcement.ts';
export * from './group.ts';
export * from './discussion.ts';
export * from './problem-package.ts';
export * from './problem-import.ts';

/**
 * Every area of server messages by the first part of its codes. `@oj/i18n/server` translates each
 * one, typed so that a code without a translation does not compile. A new area is declared in a
 * file of this folder (`defineMessages('area', {...})`) and listed here.
 */
export const MESSAGE_AREAS = {
  common: ServiceMessage,
  validation: ValidationMessage,
  contest: ContestMessage,
  contestAdmin: ContestAdminMessage,
  board: BoardMessage,
  icpcApi: IcpcApiMessage,
  acInfo: AcInfoMessage,
  print: PrintMessage,
  submission: SubmissionMessage,
  comment: CommentMessage,
  testData: TestDataMessage,
  ai: AiMessage,
  adminUser: AdminUserMessage,
  account: AccountMessage,
  adminProblem: AdminProblemMessage,
  files: FilesMessage,
  problem: ProblemMessage,
  live: LiveMessage,
  site: SiteMessage,
  emailConfig: EmailConfigMessage,
  training: TrainingMessage,
  trainingAdmin: TrainingAdminMessage,
  tidan: TidanMessage,
  lesson: LessonMessage,
  timedWork: TimedWorkMessage,
  notice: NoticeMessage,
  announcement: AnnouncementMessage,
  group: GroupMessage,
  discussion: DiscussionMessage,
  problemPackage: ProblemPackageMessage,
  problemImport: ProblemImportMessage,
} as const;
export type MessageAreas = typeof MESSAGE_AREAS;
