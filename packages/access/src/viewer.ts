import { isAdminRole } from '@oj/contracts';

/**
 * Who is asking, as far as the access rules care. Built once per request; the rules read only
 * what they need, so later facts (group roles, contest access) are added here as new fields and
 * no caller of a rule changes.
 */
export interface Viewer {
  /** null when anonymous. */
  uid: string | null;
  /** Holds an admin role (super admin, admin or problem admin). */
  isAdmin: boolean;
}

/** The signed-in user as the token names them, or null. */
export interface ViewerIdentity {
  uid: string;
  roles: readonly number[];
}

/** The viewer of a signed-in user, or the anonymous viewer. */
export function viewerOf(user: ViewerIdentity | null): Viewer {
  return { uid: user?.uid ?? null, isAdmin: user !== null && user.roles.some(isAdminRole) };
}
