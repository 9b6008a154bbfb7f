/** Role codes of spec 01 §3. */
export const Role = {
  SuperAdmin: 1000,
  Admin: 1001,
  User: 1002,
  NoSubmit: 1003,
  NoDiscuss: 1004,
  Muted: 1005,
  NoSubmitNoDiscuss: 1006,
  NoSubmitMuted: 1007,
  ProblemAdmin: 1008,
} as const;
export type RoleCode = (typeof Role)[keyof typeof Role];

/** The role names carried in user info (`roleList`), per code. */
export const ROLE_NAMES: Readonly<Record<RoleCode, string>> = {
  1000: 'root',
  1001: 'admin',
  1002: 'user',
  1003: 'user',
  1004: 'user',
  1005: 'user',
  1006: 'user',
  1007: 'user',
  1008: 'problem_admin',
};

/** Admin roles: admin, problem admin and super admin (spec 01 §6). */
export const ADMIN_ROLES: readonly RoleCode[] = [Role.SuperAdmin, Role.Admin, Role.ProblemAdmin];

export function isAdminRole(code: number): boolean {
  return (ADMIN_ROLES as readonly number[]).includes(code);
}

/** Roles barred from submitting code. */
export const SUBMIT_BARRED_ROLES: readonly RoleCode[] = [Role.NoSubmit, Role.NoSubmitNoDiscuss, Role.NoSubmitMuted];
/** Roles barred from posting discussions. */
export const DISCUSS_BARRED_ROLES: readonly RoleCode[] = [Role.NoDiscuss, Role.NoSubmitNoDiscuss];
/** Roles that are muted (no comments or replies). */
export const MUTED_ROLES: readonly RoleCode[] = [Role.Muted, Role.NoSubmitMuted];
