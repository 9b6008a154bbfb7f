import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

// Request and response schemas of the account calls (spec 01 §3, §5, §7). Lengths are the spec's:
// username at most 20, password 6 to 20, register code exactly 6, captcha 1 to 8.

/** Loose but real email check: one @, no blanks, a dot in the domain. */
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Username: required, at most 20 characters. */
export const Username = Type.String({ minLength: 1, maxLength: 20 });
/** A password being set: 6 to 20 characters. */
export const NewPasswordText = Type.String({ minLength: 6, maxLength: 20 });
/** A password being checked: any stored one (admin-generated ones reach 25), bounded to keep hashing cheap. */
export const CheckedPassword = Type.String({ minLength: 1, maxLength: 128 });
/** Email: required, email format. */
export const Email = Type.String({ minLength: 1, maxLength: 255, pattern: EMAIL_PATTERN });
/** Mailed verification code: exactly 6 characters. */
export const VerificationCode = Type.String({ minLength: 6, maxLength: 6 });

export const Gender = Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('secrecy')]);

/** The signed-in user's own info (login, get-user-auth-info, settings answers). */
export const UserInfoSchema = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  mobile: Type.Union([Type.String(), Type.Null()]),
  school: Type.Union([Type.String(), Type.Null()]),
  course: Type.Union([Type.String(), Type.Null()]),
  number: Type.Union([Type.String(), Type.Null()]),
  realname: Type.Union([Type.String(), Type.Null()]),
  gender: Type.String(),
  signature: Type.Union([Type.String(), Type.Null()]),
  github: Type.Union([Type.String(), Type.Null()]),
  blog: Type.Union([Type.String(), Type.Null()]),
  cfUsername: Type.Union([Type.String(), Type.Null()]),
  titleName: Type.Union([Type.String(), Type.Null()]),
  titleColor: Type.Union([Type.String(), Type.Null()]),
  /** Role names (root, admin, problem_admin, user). */
  roleList: Type.Array(Type.String()),
});
export type UserInfoDto = Static<typeof UserInfoSchema>;

/** One solved problem, as the user home lists it. */
export const SolvedProblemSchema = Type.Object({
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  difficulty: Type.Integer(),
});

/** get-user-home-info answer: public profile plus statistics (no email or mobile). */
export const UserHomeSchema = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
  school: Type.Union([Type.String(), Type.Null()]),
  gender: Type.String(),
  signature: Type.Union([Type.String(), Type.Null()]),
  github: Type.Union([Type.String(), Type.Null()]),
  blog: Type.Union([Type.String(), Type.Null()]),
  titleName: Type.Union([Type.String(), Type.Null()]),
  titleColor: Type.Union([Type.String(), Type.Null()]),
  roleList: Type.Array(Type.String()),
  /** Submissions in total. */
  total: Type.Integer(),
  /** Display ids of the solved problems. */
  solvedList: Type.Array(Type.String()),
  /** Solved problems by difficulty name: Easy, Mid, Hard (always present) and any other level. */
  solvedGroupByDifficulty: Type.Record(Type.String(), Type.Array(SolvedProblemSchema)),
  score: Type.Integer(),
  /** null until the user has a rating (shown as "--"). */
  rating: Type.Union([Type.Integer(), Type.Null()]),
  /** ISO time of the latest login, null when never logged in. */
  recentLoginTime: Type.Union([Type.String(), Type.Null()]),
  gmtCreate: Type.String(),
});
export type UserHomeDto = Static<typeof UserHomeSchema>;

/** get-user-calendar-heatmap answer. */
export const HeatmapSchema = Type.Object({
  dataList: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
  endDate: Type.String(),
});

/** Query of the user-home calls: uid or username (neither = the signed-in user). */
export const UserLookupQuery = Type.Object({
  uid: Type.Optional(Type.String({ maxLength: 36 })),
  username: Type.Optional(Type.String({ maxLength: 20 })),
});

export { ERROR_RESPONSES, envelopeResponses as responses } from '@oj/service-kit';
