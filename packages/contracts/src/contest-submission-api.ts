/**
 * Wire shapes of the contest versions of the submission calls (spec 02 §7, judge-dispatch):
 * contest-submissions and check-contest-submissions-status. Their answers are the core shapes
 * (`SubmissionListSchema`, `SubmissionStatusMapSchema`) with `displayPid` and `displayId` being the
 * contest's display id. rejudge-contest-problem and download-contest-ac-submission take the
 * shapes of contest-admin-api.ts (`RejudgeContestProblemRequestSchema`, `ContestAcDownloadQuerySchema`).
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { MAX_STATUS_CHECK_IDS } from './submission.ts';
import { SubmitIdSchema } from './submission-requests.ts';
import { Verdict } from './verdict.ts';

const ContestId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * The status a result hidden by the board's seal is shown with (spec 01 §3: -5 Submitted Unknown
 * Result); its time, memory, score and oiRankScore are null.
 */
export const CONTEST_HIDDEN_STATUS = Verdict.SubmittedUnknownResult;

/**
 * contest-submissions query (GET; values are coerced from the query string). `problemID` is the
 * contest's display id (a part of it unless `completeProblemID`); `beforeContestSubmit` adds the
 * contest admins' runs before the start (contest admins only), `containsEnd` the submissions after
 * the end. `gid` is accepted and not needed (the contest decides).
 */
export const ContestSubmissionListQuerySchema = Type.Object({
  contestID: ContestId,
  limit: Type.Optional(Type.Integer()),
  currentPage: Type.Optional(Type.Integer()),
  onlyMine: Type.Optional(Type.Boolean()),
  problemID: Type.Optional(Type.String({ maxLength: 100 })),
  completeProblemID: Type.Optional(Type.Boolean()),
  gid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  status: Type.Optional(Type.Integer()),
  username: Type.Optional(Type.String({ maxLength: 20 })),
  beforeContestSubmit: Type.Optional(Type.Boolean()),
  containsEnd: Type.Optional(Type.Boolean()),
});
export type ContestSubmissionListQueryDto = Static<typeof ContestSubmissionListQuerySchema>;

/** check-contest-submissions-status body. */
export const ContestStatusCheckRequestSchema = Type.Object({
  submitIds: Type.Array(SubmitIdSchema, { maxItems: MAX_STATUS_CHECK_IDS }),
  cid: ContestId,
});
export type ContestStatusCheckRequestDto = Static<typeof ContestStatusCheckRequestSchema>;

/** download-contest-ac-submission: one folder per user (default) or per problem. */
export const ContestAcSplitType = { User: 'user', Problem: 'problem' } as const;
