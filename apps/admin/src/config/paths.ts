// Admin route paths (spec 03 §2.19), relative to the router basename /admin. Defined once.

import type { ManagePaths } from '@oj/manage';

const enc = (value: string | number) => encodeURIComponent(String(value));

/** Where the admin app is mounted; the router and vite's base use it. */
export const ADMIN_BASENAME = '/admin';

/** Route paths (for the router) and link builders (for components). */
export const paths = {
  login: { path: '/login', getHref: () => '/login' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  user: { path: '/user', getHref: () => '/user' },
  /** Auth and role auth (spec 03 §2.19): the role table, read-only. */
  auth: { path: '/auth', getHref: () => '/auth' },
  announcement: { path: '/announcement', getHref: () => '/announcement' },
  notice: { path: '/notice', getHref: () => '/notice' },
  tools: { path: '/tools', getHref: () => '/tools' },
  conf: { path: '/conf', getHref: () => '/conf' },
  switch: { path: '/switch', getHref: () => '/switch' },
  timedwork: {
    list: { path: '/timedwork', getHref: () => '/timedwork' },
    create: { path: '/timedwork/create', getHref: () => '/timedwork/create' },
    edit: { path: '/timedwork/:timedWorkId/edit', getHref: (id: string | number) => `/timedwork/${enc(id)}/edit` },
    problems: { path: '/timedwork/:timedWorkId/problems', getHref: (id: string | number) => `/timedwork/${enc(id)}/problems` },
  },
  problem: {
    list: { path: '/problems', getHref: () => '/problems' },
    create: { path: '/problem/create', getHref: () => '/problem/create' },
    edit: { path: '/problem/edit/:problemId', getHref: (id: string | number) => `/problem/edit/${enc(id)}` },
    tag: { path: '/problem/tag', getHref: () => '/problem/tag' },
    groupApply: { path: '/group-problem/apply', getHref: () => '/group-problem/apply' },
    batch: { path: '/problem/batch-operation', getHref: () => '/problem/batch-operation' },
    /** Problem packages (issue 24; spec 03 §2.19 "problems: export, import"). */
    import: { path: '/problem/import', getHref: () => '/problem/import' },
    export: { path: '/problem/export', getHref: () => '/problem/export' },
  },
  lesson: {
    list: { path: '/lesson', getHref: () => '/lesson' },
    create: { path: '/lesson/create', getHref: () => '/lesson/create' },
    edit: { path: '/lesson/:lessonId/edit', getHref: (id: string | number) => `/lesson/${enc(id)}/edit` },
    groups: { path: '/lesson/:lessonId/groups', getHref: (id: string | number) => `/lesson/${enc(id)}/groups` },
  },
  tidan: { path: '/tidan', getHref: () => '/tidan' },
  training: {
    list: { path: '/training', getHref: () => '/training' },
    create: { path: '/training/create', getHref: () => '/training/create' },
    edit: { path: '/training/:trainingId/edit', getHref: (id: string | number) => `/training/${enc(id)}/edit` },
    problems: { path: '/training/:trainingId/problems', getHref: (id: string | number) => `/training/${enc(id)}/problems` },
    category: { path: '/training/category', getHref: () => '/training/category' },
  },
  contest: {
    list: { path: '/contest', getHref: () => '/contest' },
    create: { path: '/contest/create', getHref: () => '/contest/create' },
    edit: { path: '/contest/:contestId/edit', getHref: (id: string | number) => `/contest/${enc(id)}/edit` },
    announcement: { path: '/contest/:contestId/announcement', getHref: (id: string | number) => `/contest/${enc(id)}/announcement` },
    problems: { path: '/contest/:contestId/problems', getHref: (id: string | number) => `/contest/${enc(id)}/problems` },
    /** The contest's submissions with the judge's admin actions (not in the spec's route list: the contest tab's admin view). */
    submissions: { path: '/contest/:contestId/submissions', getHref: (id: string | number) => `/contest/${enc(id)}/submissions` },
    problemCreate: { path: '/contest/:contestId/problem/create', getHref: (id: string | number) => `/contest/${enc(id)}/problem/create` },
    problemEdit: {
      path: '/contest/:contestId/problem/:problemId/edit',
      getHref: (id: string | number, problemId: string | number) => `/contest/${enc(id)}/problem/${enc(problemId)}/edit`,
    },
  },
  discussion: { path: '/discussion', getHref: () => '/discussion' },
  /** The user site, outside this app. */
  site: { href: '/' },
} as const;

/** The back office's links for the shared management screens (@oj/manage). */
export const managePaths: ManagePaths = {
  problemList: () => paths.problem.list.getHref(),
  contestList: () => paths.contest.list.getHref(),
  contestCreate: () => paths.contest.create.getHref(),
  contestEdit: (cid) => paths.contest.edit.getHref(cid),
  contestProblems: (cid) => paths.contest.problems.getHref(cid),
  contestAnnouncements: (cid) => paths.contest.announcement.getHref(cid),
  contestSubmissions: (cid) => paths.contest.submissions.getHref(cid),
  contestProblemEdit: (cid, pid) => paths.contest.problemEdit.getHref(cid, pid),
  contestProblemCreate: (cid) => paths.contest.problemCreate.getHref(cid),
};
