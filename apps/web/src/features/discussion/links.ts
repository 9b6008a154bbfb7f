import { paths } from '@/config/paths.ts';

/** Where a discussion view's links go: the public discussion pages, or a group's (spec 03 §2.1, §2.15). */
export interface DiscussionLinks {
  list: () => string;
  problemList: (problemId: string) => string;
  detail: (id: number) => string;
  /** ProblemDetails, or GroupProblemDetails inside a group. */
  problem: (problemId: string) => string;
  category: (categoryId: number) => string;
}

/** The links of the public area (`gid` null) or of the group `gid`. */
export function discussionLinks(gid: number | null): DiscussionLinks {
  if (gid === null) {
    return {
      list: () => paths.discussion.list.getHref(),
      problemList: (problemId) => paths.discussion.problem.getHref(problemId),
      detail: (id) => paths.discussion.detail.getHref(id),
      problem: (problemId) => paths.problem.detail.getHref(problemId),
      category: (categoryId) => `${paths.discussion.list.getHref()}?cid=${String(categoryId)}`,
    };
  }
  return {
    list: () => paths.group.discussions.getHref(gid),
    problemList: (problemId) => paths.group.problemDiscussions.getHref(gid, problemId),
    detail: (id) => paths.group.discussionDetail.getHref(gid, id),
    problem: (problemId) => paths.group.problem.getHref(gid, problemId),
    category: (categoryId) => `${paths.group.discussions.getHref(gid)}?cid=${String(categoryId)}`,
  };
}
