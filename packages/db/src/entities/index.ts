import { CodeTemplateEntity, LanguageEntity, ProblemLanguageEntity } from './language.ts';
import { ProblemCaseEntity, ProblemCountEntity, ProblemEntity } from './problem.ts';
import { ProblemImportEntity } from './problem-import.ts';
import { AnnouncementEntity, FileEntity, ToolEntity, WebsiteConfigEntity } from './site.ts';
import { JudgeCaseEntity, JudgeEntity } from './judge.ts';
import { ConsumerCursorEntity, OutboxEntity } from './events.ts';
import { HonorEntity } from './honor.ts';
import { LessonEntity, LessonGroupEntity, LessonItemEntity } from './lesson.ts';
import { TidanEntity, TidanGroupEntity, TidanProblemEntity, TidanProblemGroupEntity } from './tidan.ts';
import {
  ContestAcCheckEntity,
  ContestAnnouncementEntity,
  ContestEntity,
  ContestPrintEntity,
  ContestProblemEntity,
  ContestRegisterEntity,
  UserTeamEntity,
} from './contest.ts';
import { TrainingCategoryEntity, TrainingCategoryLinkEntity, TrainingEntity, TrainingProblemEntity, TrainingRegisterEntity } from './training.ts';
import { TimedWorkEntity, TimedWorkProblemEntity, TimedWorkRecordEntity } from './timed-work.ts';
import { AdminSysNoticeEntity, MsgRemindEntity, UserSysNoticeEntity } from './message.ts';
import { GroupAnnouncementEntity, GroupEntity, GroupMemberEntity } from './group.ts';
import { CommentEntity, CommentLikeEntity, CommentReplyEntity } from './comment.ts';
import { DiscussionCategoryEntity, DiscussionEntity, DiscussionLikeEntity, DiscussionReportEntity } from './discussion.ts';
import { DifficultyEntity, ProblemTagEntity, TagClassificationEntity, TagEntity } from './tag.ts';
import { RoleEntity, SessionEntity, UserAcProblemEntity, UserInfoEntity, UserRecordEntity, UserRoleEntity } from './user.ts';

export * from './language.ts';
export * from './problem.ts';
export * from './problem-import.ts';
export * from './site.ts';
export * from './judge.ts';
export * from './events.ts';
export * from './honor.ts';
export * from './lesson.ts';
export * from './tidan.ts';
export * from './contest.ts';
export * from './training.ts';
export * from './message.ts';
export * from './comment.ts';
export * from './group.ts';
export * from './discussion.ts';
export * from './timed-work.ts';
export * from './tag.ts';
export * from './user.ts';

/** Every entity schema; registered on the DataSource. */
export const allEntities = [
  UserInfoEntity,
  RoleEntity,
  UserRoleEntity,
  UserRecordEntity,
  SessionEntity,
  UserAcProblemEntity,
  ProblemEntity,
  ProblemCaseEntity,
  ProblemCountEntity,
  ProblemImportEntity,
  TagEntity,
  TagClassificationEntity,
  ProblemTagEntity,
  DifficultyEntity,
  LanguageEntity,
  ProblemLanguageEntity,
  CodeTemplateEntity,
  JudgeEntity,
  JudgeCaseEntity,
  WebsiteConfigEntity,
  FileEntity,
  ToolEntity,
  AnnouncementEntity,
  MsgRemindEntity,
  AdminSysNoticeEntity,
  UserSysNoticeEntity,
  OutboxEntity,
  ConsumerCursorEntity,
  HonorEntity,
  ContestEntity,
  ContestProblemEntity,
  ContestRegisterEntity,
  ContestAnnouncementEntity,
  ContestPrintEntity,
  ContestAcCheckEntity,
  UserTeamEntity,
  TrainingEntity,
  TrainingCategoryEntity,
  TrainingCategoryLinkEntity,
  TrainingProblemEntity,
  TrainingRegisterEntity,
  CommentEntity,
  CommentReplyEntity,
  CommentLikeEntity,
  TimedWorkEntity,
  TimedWorkProblemEntity,
  TimedWorkRecordEntity,
  LessonEntity,
  LessonGroupEntity,
  LessonItemEntity,
  TidanEntity,
  TidanGroupEntity,
  TidanProblemGroupEntity,
  TidanProblemEntity,
  GroupEntity,
  GroupMemberEntity,
  GroupAnnouncementEntity,
  DiscussionEntity,
  DiscussionCategoryEntity,
  DiscussionLikeEntity,
  DiscussionReportEntity,
] as const;
