import { hasSuperAdminRole, selectRoleList } from '@oj/api-client/core';
import { useShellSelector } from '@oj/app-shell';

/** True for the super admin: rejudge and manual judge are theirs (spec 02 §4, §6). */
export function useIsSuperAdmin(): boolean {
  return hasSuperAdminRole(useShellSelector(selectRoleList));
}
