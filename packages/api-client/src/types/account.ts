// Account DTOs of spec 01 §3 and §7. Wire names are the contract.

/** Gender values of user info. */
export type Gender = 'male' | 'female' | 'secrecy';

/** The signed-in user's info, as login and get-user-auth-info return it. */
export interface UserInfo {
  uid: string;
  username: string;
  avatar?: string | null;
  nickname?: string | null;
  gender?: Gender | null;
  school?: string | null;
  signature?: string | null;
  github?: string | null;
  blog?: string | null;
  titleName?: string | null;
  titleColor?: string | null;
  email?: string | null;
  mobile?: string | null;
  realname?: string | null;
  course?: string | null;
  number?: string | null;
  cfUsername?: string | null;
  /** Role names: root, admin, problem_admin, user. */
  roleList: string[];
}

/** Login form (spec 01 §3). */
export interface LoginRequest {
  username: string;
  password: string;
}

/** What the login call yields: the token from the authorization response header, user info from data. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

/** Register form as sent; passwordAgain stays in the browser. */
export interface RegisterRequest {
  username: string;
  password: string;
  email: string;
  code: string;
}

/** check-username-or-email: either field, or both. */
export interface CheckUsernameOrEmailRequest {
  username?: string;
  email?: string;
}

/** check-username-or-email answer: true means the value already exists. */
export interface CheckUsernameOrEmailResult {
  username: boolean;
  email: boolean;
}

/** captcha answer: an image (data URL) and the key to send back with the answer. */
export interface Captcha {
  img: string;
  captchaKey: string;
}

/** apply-reset-password form. */
export interface ApplyResetPasswordRequest {
  email: string;
  captcha: string;
  captchaKey: string;
}

/** reset-password form (from the emailed link). */
export interface ResetPasswordRequest {
  username: string;
  password: string;
  code: string;
}

/** get-user-auth-info answer: the fresh role list. */
export interface UserAuthInfo {
  roles: string[];
  permissions?: string[];
}

/** msg/unread answer: unread counts per message type. */
export interface UnreadMessageCount {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

/** A toolbox entry (GET tools). */
export interface Tool {
  name: string;
  url: string;
}

/** One solved problem on a user home page. */
export interface SolvedProblem {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
}

/** get-user-home-info answer: public profile and statistics. */
export interface UserHome {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  school: string | null;
  gender: string;
  signature: string | null;
  github: string | null;
  blog: string | null;
  titleName: string | null;
  titleColor: string | null;
  roleList: string[];
  /** Submissions in total. */
  total: number;
  /** Display ids of the solved problems. */
  solvedList: string[];
  /** Solved problems by difficulty name: Easy, Mid, Hard, and any other level. */
  solvedGroupByDifficulty: Record<string, SolvedProblem[]>;
  score: number;
  /** null until the user has a rating (shown as "--"). */
  rating: number | null;
  /** ISO time of the latest login. */
  recentLoginTime: string | null;
  gmtCreate: string;
}

/** get-user-calendar-heatmap answer: submissions per day (days without any left out). */
export interface CalendarHeatmap {
  dataList: { date: string; count: number }[];
  /** 'YYYY-MM-DD' of the last day shown. */
  endDate: string;
}
