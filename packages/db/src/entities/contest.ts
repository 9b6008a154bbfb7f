import {
  auditColumns,
  boolColumn,
  datetimeColumn,
  defineEntity,
  idColumn,
  intColumn,
  nullableIntColumn,
  textColumn,
  tinyintColumn,
  uidColumn,
  varcharColumn,
} from './columns.ts';

// Contests (spec 02 §3, spec 03 §3 "Group contest"), migration 0008. The contest service owns
// these tables except `user_team` (team accounts are accounts: the gateway's). A contest's status
// is derived from its times and the server clock, never stored.

/** `contest`: one contest. JSON columns hold the star accounts, the award rows and the account limit rule. */
export interface ContestRow {
  id: number;
  title: string;
  description: string;
  /** 0 public, 1 private, 2 protected (`ContestAuth`). */
  auth: number;
  /** scrypt hash of the contest password (service-kit's `hashPassword`); null for none. */
  pwdHash: string | null;
  /** 0 ACM, 1 OI (`ContestType`). */
  type: number;
  /** The author's uid and username. */
  uid: string;
  author: string;
  gid: number | null;
  startTime: Date;
  endTime: Date;
  /** Seconds from start to end. */
  duration: number;
  sealRank: boolean;
  /** When the seal starts: the start (whole contest), the end minus 1800 s or minus 3600 s. */
  sealRankTime: Date | null;
  /** After the end: true unseals the board, false keeps it sealed for non-admins. */
  autoRealRank: boolean;
  allowEndSubmit: boolean;
  openPrint: boolean;
  /** The outside scoreboard (no sign-in) is open. */
  openRank: boolean;
  rankShowName: string;
  oiRankScoreType: string;
  /** JSON list of usernames. */
  starAccount: string;
  /** 0 none, 1 proportion, 2 number (`AwardType`). */
  awardType: number;
  /** JSON list of {priority, name, background, color, num}. */
  awardConfig: string;
  openAccountLimit: boolean;
  /** JSON {prefix, suffix, start, end, extra}, or null. */
  accountLimitRule: string | null;
  visible: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ContestEntity = defineEntity<ContestRow>({
  name: 'Contest',
  tableName: 'contest',
  columns: {
    id: idColumn(),
    title: varcharColumn(255),
    description: textColumn('mediumtext', false),
    auth: tinyintColumn(0),
    pwdHash: varcharColumn(255, { nullable: true }),
    type: tinyintColumn(0),
    uid: uidColumn(),
    author: varcharColumn(20),
    gid: nullableIntColumn(),
    startTime: datetimeColumn(),
    endTime: datetimeColumn(),
    duration: intColumn(),
    sealRank: boolColumn(false),
    sealRankTime: datetimeColumn(true),
    autoRealRank: boolColumn(true),
    allowEndSubmit: boolColumn(false),
    openPrint: boolColumn(false),
    openRank: boolColumn(false),
    rankShowName: varcharColumn(20, { default: 'username' }),
    oiRankScoreType: varcharColumn(10, { default: 'Recent' }),
    starAccount: textColumn('text', false),
    awardType: tinyintColumn(0),
    awardConfig: textColumn('text', false),
    openAccountLimit: boolColumn(false),
    accountLimitRule: textColumn('mediumtext'),
    visible: boolColumn(true),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_contest_startTime', columns: ['startTime'] },
    { name: 'IDX_contest_endTime', columns: ['endTime'] },
    { name: 'IDX_contest_gid', columns: ['gid'] },
  ],
});

/** `contest_problem`: a bank problem in a contest; its id is the contest-problem id (`cpid` of judge rows). */
export interface ContestProblemRow {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  /** Balloon colour (#rgb or #rrggbb), or null. */
  color: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ContestProblemEntity = defineEntity<ContestProblemRow>({
  name: 'ContestProblem',
  tableName: 'contest_problem',
  columns: {
    id: idColumn(),
    cid: intColumn(),
    pid: intColumn(),
    displayId: varcharColumn(64),
    displayTitle: varcharColumn(255),
    color: varcharColumn(20, { nullable: true }),
    ...auditColumns(),
  },
  indices: [
    { name: 'UQ_contest_problem_display', columns: ['cid', 'displayId'], unique: true },
    { name: 'UQ_contest_problem_pid', columns: ['cid', 'pid'], unique: true },
    { name: 'IDX_contest_problem_pid', columns: ['pid'] },
  ],
});

/** `contest_register`: one user's registration for one contest. */
export interface ContestRegisterRow {
  id: number;
  cid: number;
  uid: string;
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ContestRegisterEntity = defineEntity<ContestRegisterRow>({
  name: 'ContestRegister',
  tableName: 'contest_register',
  columns: {
    id: idColumn(),
    cid: intColumn(),
    uid: uidColumn(),
    status: tinyintColumn(0),
    ...auditColumns(),
  },
  indices: [
    { name: 'UQ_contest_register_cid_uid', columns: ['cid', 'uid'], unique: true },
    { name: 'IDX_contest_register_uid', columns: ['uid'] },
  ],
});

/** `contest_announcement`: an announcement inside a contest. */
export interface ContestAnnouncementRow {
  id: number;
  cid: number;
  title: string;
  content: string;
  uid: string;
  username: string;
  visible: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ContestAnnouncementEntity = defineEntity<ContestAnnouncementRow>({
  name: 'ContestAnnouncement',
  tableName: 'contest_announcement',
  columns: {
    id: idColumn(),
    cid: intColumn(),
    title: varcharColumn(255),
    content: textColumn('mediumtext', false),
    uid: uidColumn(),
    username: varcharColumn(20),
    visible: boolColumn(true),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_contest_announcement_cid', columns: ['cid'] }],
});

/** `contest_print`: a print request; status 0 not printed, 1 printed. */
export interface ContestPrintRow {
  id: number;
  cid: number;
  uid: string;
  username: string;
  realname: string | null;
  content: string;
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ContestPrintEntity = defineEntity<ContestPrintRow>({
  name: 'ContestPrint',
  tableName: 'contest_print',
  columns: {
    id: idColumn(),
    cid: intColumn(),
    uid: uidColumn(),
    username: varcharColumn(20),
    realname: varcharColumn(100, { nullable: true }),
    content: textColumn('mediumtext', false),
    status: tinyintColumn(0),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_contest_print_cid', columns: ['cid', 'status'] }],
});

/** `contest_ac_check`: the AC info's "checked" mark of one accepted contest submission. */
export interface ContestAcCheckRow {
  submitId: number;
  cid: number;
  checked: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ContestAcCheckEntity = defineEntity<ContestAcCheckRow>({
  name: 'ContestAcCheck',
  tableName: 'contest_ac_check',
  columns: {
    submitId: { type: 'int', primary: true },
    cid: intColumn(),
    checked: boolColumn(false),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_contest_ac_check_cid', columns: ['cid'] }],
});

/** `user_team`: an account that stands for a team (owned by the gateway, with the accounts). */
export interface UserTeamRow {
  uid: string;
  teamName: string;
  /** JSON list of member names. */
  members: string;
  /** The contest the account was generated for, if any. */
  cid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** The member names of a `user_team.members` value; a value that is not a JSON list of strings gives none. */
export function teamMembersOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export const UserTeamEntity = defineEntity<UserTeamRow>({
  name: 'UserTeam',
  tableName: 'user_team',
  columns: {
    uid: { type: 'varchar', length: 36, primary: true },
    teamName: varcharColumn(100),
    members: textColumn('text', false),
    cid: nullableIntColumn(),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_user_team_cid', columns: ['cid'] }],
});
