/** The services of the platform, their default ports and the /api prefixes each one owns. */
export const ServiceName = {
  Gateway: 'gateway',
  JudgeDispatch: 'judge-dispatch',
  Contest: 'contest',
  Community: 'community',
  JudgeNode: 'judge-node',
} as const;
export type ServiceNameValue = (typeof ServiceName)[keyof typeof ServiceName];

export const DEFAULT_PORTS: Readonly<Record<ServiceNameValue, number>> = {
  gateway: 8080,
  'judge-dispatch': 8081,
  contest: 8082,
  community: 8083,
  'judge-node': 8084,
};

/**
 * Entries reserved for the routes of later issues (contests, trainings, groups, discussions): no
 * service registers them yet, but split mode already forwards them to their owner. An entry
 * leaves this table when its first route arrives (the gateway's route-owner test says when).
 */
const PLANNED = {
  contest: ['/contest/*', '/training/*'],
  community: ['/discussion/*'],
} as const;

/** Every planned entry of ROUTE_OWNERS. */
export const PLANNED_ROUTES: readonly string[] = [...PLANNED.contest, ...PLANNED.community];

/**
 * Route ownership: which service answers an /api path. The gateway owns everything not listed.
 * Entries are exact paths (after /api) or prefixes ending in '*'. In split mode the gateway
 * forwards these to the owner; in all-in-one mode it registers the owner's plugin itself.
 */
export const ROUTE_OWNERS: Readonly<Record<Exclude<ServiceNameValue, 'gateway' | 'judge-node'>, readonly string[]>> = {
  'judge-dispatch': [
    '/submit-problem-judge',
    '/submit-problem-test-judge',
    '/get-test-judge-result',
    '/get-submission-list',
    '/get-submission-detail',
    '/get-all-case-result',
    '/check-submissions-status',
    '/contest-submissions',
    '/check-contest-submissions-status',
    '/file/download-contest-ac-submission',
    '/submission',
    '/resubmit',
    '/rejudge',
    '/admin/judge/*',
    '/admin/problem/compile-spj',
    '/admin/problem/compile-interactive',
    // The problem import's verification: reference solutions judged without a submission (issue 24).
    '/admin/problem/start-reference-run',
    '/admin/problem/get-reference-run',
    // A group's admins compile their problems' checkers (inside community's /group/*: listed first, so judge-dispatch's).
    '/group/compile-spj',
    '/group/compile-interactive',
    '/judge-dispatch/*',
  ],
  contest: [
    '/contest-service/*',
    // Contests, user side: list, info, outside info, access, problems, announcements (and the
    // boards, print and AC info calls named get-contest-*).
    '/get-contest-*',
    '/register-contest',
    // Contest print requests and AC info (their get-contest-* calls fall under the entry above).
    '/submit-print-text',
    '/check-contest-print-status',
    '/file/download-contest-print-text',
    '/check-contest-ac-info',
    // Contests, back office.
    '/admin/contest',
    '/admin/contest/*',
    // Group contests (before the community's '/group/*': the first owner that matches answers).
    '/group/get-contest-*',
    '/group/get-admin-contest-list',
    '/group/contest',
    '/group/contest-*',
    '/group/change-contest-visible',
    '/group/add-contest-problem-from-*',
    // Trainings: the user side (get-training-*, register-training) and the back office.
    '/get-training-*',
    '/register-training',
    '/admin/training',
    '/admin/training/*',
    // Group trainings (spec 03 §7 "Group trainings"): before the community's '/group/*' (the first
    // owner listing a path answers it).
    '/group/get-training-list',
    '/group/get-admin-training-list',
    '/group/get-training-category-list',
    '/group/training',
    '/group/change-training-status',
    '/group/get-training-problem-list',
    '/group/training-problem',
    '/group/add-training-problem-from-public',
    '/group/add-training-problem-from-group',
    '/group/clone-training',
    // Timed homework: the user calls and the back office's.
    '/homework/*',
    '/admin/timed-work',
    '/admin/timed-work/*',
    // The ICPC contest API (read-only, for resolvers and other tools): its information at the API
    // root (that exact path only), the contest list and each contest's endpoints.
    '/',
    '/contests',
    '/contests/*',
    // The global ACM and OI ranklists (in memory, kept by judged events).
    '/get-rank-list',
    // The home page's widgets.
    '/home-carousel',
    '/get-recent-contest',
    '/get-recent-other-contest',
    '/get-recent-seven-ac-rank',
    '/get-last-week-submission-statistics',
    '/get-home-quote',
    // Lessons and tidan (problem-set outlines): user side and back office.
    '/lesson',
    '/lesson/*',
    '/tidan',
    '/admin/lesson',
    '/admin/lesson/*',
    '/admin/tidan',
    '/admin/tidan/*',
    ...PLANNED.contest,
  ],
  community: [
    '/msg/*',
    '/community/*',
    // The comment area: discussion comments and contest Q&A.
    '/comments',
    '/comment',
    '/comment-like',
    '/reply',
    // Admin notices (back office) and their push into users' message centers.
    '/admin/msg/*',
    // Site announcements: the home panel and the back office.
    '/get-common-announcement',
    '/admin/announcement',
    // Groups: the list, the group, its rank (get-group-*), the form (group) and its members and announcements.
    '/get-group-*',
    '/group',
    '/group/*',
    // Public discussions (spec 03 §7 "Discussions") and their back office.
    '/discussion-category',
    '/get-discussion-list',
    '/get-discussion-detail',
    '/discussion',
    '/discussion-like',
    '/discussion-report',
    '/admin/discussion',
    '/admin/discussion-report',
    ...PLANNED.community,
  ],
};

/**
 * Exact paths the gateway answers itself inside another service's prefix: the group problem calls
 * below community's `/group/*` (problems and their files are the gateway's). `ownerOf` checks them
 * first; in split mode the gateway's own (static) routes win over the forwarded wildcard.
 */
export const GATEWAY_ROUTES: readonly string[] = [
  '/group/get-problem-list',
  '/group/get-admin-problem-list',
  '/group/problem',
  '/group/get-problem-cases',
  '/group/get-problem-tags',
  '/group/change-problem-auth',
  '/group/apply-public',
];

/** Whether a ROUTE_OWNERS entry covers an /api path (path given without the /api prefix). */
export function routeMatches(entry: string, path: string): boolean {
  return entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : path === entry || path.startsWith(`${entry}?`);
}

/** Finds the service that owns an /api path (path given without the /api prefix). */
export function ownerOf(path: string, owners: typeof ROUTE_OWNERS = ROUTE_OWNERS): ServiceNameValue {
  if (GATEWAY_ROUTES.some((route) => routeMatches(route, path))) return ServiceName.Gateway;
  for (const [service, routes] of Object.entries(owners)) {
    if (routes.some((route) => routeMatches(route, path))) return service as ServiceNameValue;
  }
  return ServiceName.Gateway;
}
