/** Wire shapes of the back office's dashboard (spec 03 §2.19, §7 "dashboard info"). */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** A recent sign-in (session row). */
export const RecentLoginSchema = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  gmtCreate: Type.String({ format: 'date-time' }),
});
export type RecentLoginDto = Static<typeof RecentLoginSchema>;

/** A judge node, from its last heartbeat. */
export const DashboardJudgeNodeSchema = Type.Object({
  nodeId: Type.String(),
  hostname: Type.String(),
  cores: Type.Integer(),
  /** Jobs judged at once. */
  concurrency: Type.Integer(),
  /** Slots busy now. */
  running: Type.Integer(),
  /** Slots free now. */
  free: Type.Integer(),
  /** Results published since the node started. */
  judged: Type.Integer(),
  version: Type.String(),
  startedAt: Type.String(),
  lastSeen: Type.String(),
});
export type DashboardJudgeNodeDto = Static<typeof DashboardJudgeNodeSchema>;

/** get-dashboard-info answer. */
export const DashboardInfoSchema = Type.Object({
  userCount: Type.Integer(),
  problemCount: Type.Integer(),
  /** Submissions since midnight of the server's time zone. */
  todaySubmissionCount: Type.Integer(),
  /** 0 until the contests issue brings the contest table. */
  contestCount: Type.Integer(),
  recentLogins: Type.Array(RecentLoginSchema),
  judgeNodes: Type.Array(DashboardJudgeNodeSchema),
  /** Judge jobs waiting in the job stream; null when NATS could not be asked. */
  judgeQueueDepth: Type.Union([Type.Integer(), Type.Null()]),
});
export type DashboardInfoDto = Static<typeof DashboardInfoSchema>;
