import { useGetAdminProblemListQuery } from '@oj/api-client/admin-problem';
import { useGetProblemListQuery } from '@oj/api-client/problem';
import type { TableQueryResult } from '../../shared/data-table';
import { useManageGid } from '../../group.tsx';

/** A public problem as the bank picker lists it. */
export interface BankProblem {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
}

/** Public bank problems only: add-problem-from-public takes those (and the contest's own). */
const PUBLIC_AUTH = 1;

/**
 * The public problems a contest may take, a page at a time: the back office reads its problem list
 * (public ones); a group's admin mode, whose admins hold no admin role, the site's problem list
 * (public problems of no group, as every signed-in user sees them).
 */
export function useBankProblems(args: { currentPage: number; limit: number; keyword?: string }, open: boolean): TableQueryResult<BankProblem> {
  const inGroup = useManageGid() !== null;
  const { keyword, ...paging } = args;
  const admin = useGetAdminProblemListQuery({ ...paging, ...(keyword ? { keyword } : {}), auth: PUBLIC_AUTH }, { skip: !open || inGroup });
  const site = useGetProblemListQuery({ ...paging, ...(keyword ? { keyword } : {}) }, { skip: !open || !inGroup });
  if (!inGroup) return admin;
  const { data, ...state } = site;
  return {
    ...state,
    data: data && { total: data.total, records: data.records.map((row) => ({ id: row.pid, problemId: row.problemId, title: row.title, author: null })) },
  };
}
