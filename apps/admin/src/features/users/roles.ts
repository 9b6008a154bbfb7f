import { Role } from '@oj/contracts';

/** Every role code an admin may give a user (spec 01 §3), in the order the selector lists them. */
export const ROLE_CODES: readonly number[] = [
  Role.User,
  Role.NoSubmit,
  Role.NoDiscuss,
  Role.Muted,
  Role.NoSubmitNoDiscuss,
  Role.NoSubmitMuted,
  Role.ProblemAdmin,
  Role.Admin,
  Role.SuperAdmin,
];

/** The role the edit dialog shows for a user: the highest-ranking one held (admins before users). */
export function mainRole(codes: readonly number[]): number {
  if (codes.length === 0) return Role.User;
  return [...codes].sort((a, b) => ROLE_CODES.indexOf(b) - ROLE_CODES.indexOf(a))[0] ?? Role.User;
}

/** Tag colour of a role. */
export function roleColor(code: number): string {
  if (code === Role.SuperAdmin) return 'red';
  if (code === Role.Admin || code === Role.ProblemAdmin) return 'blue';
  if (code === Role.User) return 'default';
  return 'orange';
}

/** The translation key of a role code's label (`users.roles.r<code>`). */
export function roleLabelKey(code: number): `users.roles.r${number}` {
  return `users.roles.r${code}`;
}
