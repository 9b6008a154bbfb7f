import {
  auditColumns,
  createdColumn,
  defineEntity,
  idColumn,
  intColumn,
  nullableIntColumn,
  textColumn,
  tinyintColumn,
  uidColumn,
  varcharColumn,
} from './columns.ts';

/** Gender values of spec 01 §3. */
export type Gender = 'male' | 'female' | 'secrecy';

/** Account status: 0 normal, 1 banned (cannot log in). */
export const UserStatus = { Normal: 0, Banned: 1 } as const;

/** `user_info`: one row per account. `uid` is a uuid chosen by the application (`randomUUID()`). */
export interface UserInfoRow {
  uid: string;
  username: string;
  /** `usernameKey(username)`: unique, so no two accounts differ only by accents, case or width; NULL on rows made before it for a key already taken. */
  usernameKey: string | null;
  /** scrypt hash string, never the plain password. */
  password: string;
  email: string;
  mobile: string | null;
  nickname: string | null;
  school: string | null;
  course: string | null;
  /** Student number. */
  number: string | null;
  realname: string | null;
  gender: Gender;
  github: string | null;
  blog: string | null;
  cfUsername: string | null;
  signature: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const UserInfoEntity = defineEntity<UserInfoRow>({
  name: 'UserInfo',
  tableName: 'user_info',
  columns: {
    uid: { type: 'varchar', length: 36, primary: true },
    username: varcharColumn(20),
    usernameKey: { type: 'varchar', length: 400, nullable: true, charset: 'utf8mb4', collation: 'utf8mb4_bin' },
    password: varcharColumn(255),
    email: varcharColumn(255),
    mobile: varcharColumn(20, { nullable: true }),
    nickname: varcharColumn(50, { nullable: true }),
    school: varcharColumn(100, { nullable: true }),
    course: varcharColumn(100, { nullable: true }),
    number: varcharColumn(50, { nullable: true }),
    realname: varcharColumn(50, { nullable: true }),
    gender: varcharColumn(10, { default: 'secrecy' }),
    github: varcharColumn(255, { nullable: true }),
    blog: varcharColumn(255, { nullable: true }),
    cfUsername: varcharColumn(50, { nullable: true }),
    signature: textColumn('text'),
    avatar: varcharColumn(255, { nullable: true }),
    titleName: varcharColumn(50, { nullable: true }),
    titleColor: varcharColumn(20, { nullable: true }),
    status: tinyintColumn(0),
    ...auditColumns(),
  },
  indices: [
    { name: 'UQ_user_info_username', columns: ['username'], unique: true },
    { name: 'UQ_user_info_username_key', columns: ['usernameKey'], unique: true },
    { name: 'UQ_user_info_email', columns: ['email'], unique: true },
  ],
});

/** `role`: the nine role codes of spec 01 §3 (id = code). */
export interface RoleRow {
  id: number;
  role: string;
  description: string;
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const RoleEntity = defineEntity<RoleRow>({
  name: 'Role',
  tableName: 'role',
  columns: {
    id: { type: 'int', primary: true },
    role: varcharColumn(50),
    description: varcharColumn(100),
    status: tinyintColumn(0),
    ...auditColumns(),
  },
  indices: [{ name: 'UQ_role_role', columns: ['role'], unique: true }],
});

/** `user_role`: which roles a user holds. */
export interface UserRoleRow {
  id: number;
  uid: string;
  roleId: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const UserRoleEntity = defineEntity<UserRoleRow>({
  name: 'UserRole',
  tableName: 'user_role',
  columns: { id: idColumn(), uid: uidColumn(), roleId: intColumn(), ...auditColumns() },
  indices: [
    { name: 'UQ_user_role_uid_role', columns: ['uid', 'roleId'], unique: true },
    { name: 'IDX_user_role_role', columns: ['roleId'] },
  ],
});

/** `user_record`: per-user aggregates shown on the user home page. */
export interface UserRecordRow {
  uid: string;
  /** Contest rating; null until the user has one (shown as "--"). */
  rating: number | null;
  /** Sum of OI scores. */
  score: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const UserRecordEntity = defineEntity<UserRecordRow>({
  name: 'UserRecord',
  tableName: 'user_record',
  columns: { uid: { type: 'varchar', length: 36, primary: true }, rating: nullableIntColumn(), score: intColumn(0), ...auditColumns() },
});

/** `session`: login history (one row per successful login); the newest gives "recent login time". */
export interface SessionRow {
  id: number;
  uid: string;
  ip: string;
  userAgent: string;
  gmtCreate: Date;
}

export const SessionEntity = defineEntity<SessionRow>({
  name: 'Session',
  tableName: 'session',
  columns: { id: idColumn(), uid: uidColumn(), ip: varcharColumn(64), userAgent: varcharColumn(512), gmtCreate: createdColumn() },
  indices: [{ name: 'IDX_session_uid_created', columns: ['uid', 'gmtCreate'] }],
});

/** `user_acproblem`: the first accepted submission of each (user, problem). */
export interface UserAcProblemRow {
  id: number;
  uid: string;
  pid: number;
  submitId: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const UserAcProblemEntity = defineEntity<UserAcProblemRow>({
  name: 'UserAcProblem',
  tableName: 'user_acproblem',
  columns: { id: idColumn(), uid: uidColumn(), pid: intColumn(), submitId: intColumn(), ...auditColumns() },
  indices: [
    { name: 'UQ_user_acproblem_uid_pid', columns: ['uid', 'pid'], unique: true },
    { name: 'IDX_user_acproblem_pid', columns: ['pid'] },
  ],
});
