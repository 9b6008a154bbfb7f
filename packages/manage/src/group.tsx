import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * The group whose content the management screens edit (a group's admin mode in the web app), or
 * none (the back office). The screens send their calls through the group's routes then
 * (`@oj/api-client/admin-contest`: a call naming a `gid` goes to /group/*).
 */
const ManageGroupContext = createContext<number | null>(null);

/** Names the group of the management screens below it. */
export function ManageGroupProvider({ gid, children }: { gid: number | null; children: ReactNode }) {
  return <ManageGroupContext value={gid}>{children}</ManageGroupContext>;
}

/** The group the screens manage for, or null in the back office. */
export function useManageGid(): number | null {
  return useContext(ManageGroupContext);
}
